import { createBrowserRouter } from 'react-router-dom';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { Shell } from './routes/shell';

export const router = createBrowserRouter([
  {
    element: <Shell />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);
