import { createToaster } from '@chakra-ui/react';

/** The console's one notice stack (rendered by components/ui/toaster.tsx). */
export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 4 });

export const notifySuccess = (title: string) => toaster.create({ type: 'success', title, duration: 3000 });
export const notifyError = (title: string) => toaster.create({ type: 'error', title, duration: 5000 });
export const notifyInfo = (title: string) => toaster.create({ type: 'info', title, duration: 4000 });
