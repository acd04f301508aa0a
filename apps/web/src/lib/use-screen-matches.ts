import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the screen matches a media query, read while rendering rather than in an effect after
 * it (Mantine's default): the console renders in the browser only, and reading it afterwards drew
 * a phone's screen once for a wide screen and again for itself.
 */
export function useScreenMatches(query: string) {
  return useMediaQuery(query, undefined, { getInitialValueInEffect: false });
}
