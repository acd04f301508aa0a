/** What the QR benchmark's page and its runner share (no DOM types: both sides compile it). */
export const CATEGORIES = ['clean', 'blur', 'rotation', 'perspective', 'low contrast', 'noise', 'glare', 'small', 'large'] as const;
export type Category = (typeof CATEGORIES)[number];

/** One frame decoded by both decoders: whether each read the right text, and how long it took. */
export interface Outcome {
  category: Category;
  app: { ok: boolean; ms: number };
  jsqr: { ok: boolean; ms: number };
}

/** The page's entry point, on its global object. */
export type RunQrBench = (seed: number, perCategory: number) => Promise<Outcome[]>;
