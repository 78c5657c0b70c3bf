import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack align="center" textAlign="center" gap="4" py="20">
      <Heading as="h1" size="6xl" color="fg.subtle" fontWeight="bold">
        {t('notFound.title')}
      </Heading>
      <Text fontSize="lg">{t('notFound.message')}</Text>
      <Button asChild variant="outline" mt="2">
        <RouterLink to="/">{t('notFound.backHome')}</RouterLink>
      </Button>
    </Stack>
  );
}
