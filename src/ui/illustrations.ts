/**
 * The site's own illustrations (drawn for this project, in public/illustrations/).
 * They are files, not inline SVG, so they add nothing to the pages' JavaScript.
 * A temple photograph can later replace any of them by changing its path here.
 */
export const ILLUSTRATIONS = {
  lamp: '/illustrations/lamp.svg',
  lotus: '/illustrations/lotus.svg',
  homa: '/illustrations/homa.svg',
  temple: '/illustrations/temple.svg',
} as const;

export type Illustration = keyof typeof ILLUSTRATIONS;

/** Intrinsic sizes, so that the browser reserves the space before the file arrives. */
export const ILLUSTRATION_SIZES: Record<Illustration, readonly [number, number]> = {
  lamp: [120, 200],
  lotus: [160, 100],
  homa: [160, 120],
  temple: [480, 260],
};
