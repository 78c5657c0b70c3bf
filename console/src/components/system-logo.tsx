import { Image, type ImageProps } from '@chakra-ui/react';

/** Spec 01 §9: the logo shown when the operator has not set one. */
const DEFAULT_LOGO = '/logo.png';

/** The operator's logo; decorative, since the system name always stands next to it. */
export function SystemLogo({ src, ...props }: { src: string | undefined } & Omit<ImageProps, 'src' | 'alt'>) {
  return <Image src={src || DEFAULT_LOGO} alt="" {...props} />;
}
