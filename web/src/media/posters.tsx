/** One size of a poem's poster, as the API lists them: smallest first, WebP and JPEG. */
export interface Poster {
  width: number;
  type: string;
  url: string;
}

const WEBP = 'image/webp';
const JPEG = 'image/jpeg';

const ofType = (posters: readonly Poster[], type: string) => posters.filter((poster) => poster.type === type);
const srcSet = (posters: readonly Poster[]) => posters.map((poster) => `${poster.url} ${poster.width}w`).join(', ');

/** A poster this much narrower than its box still looks sharp; the next size up costs about three times the bytes. */
const SHARP_ENOUGH = 0.8;

/**
 * The poster for a `<video>`, which takes one image: the smallest WebP nearly `width` device
 * pixels wide or wider (every browser that plays our video reads WebP), else the largest; the
 * single JPEG `fallback` when there are no sizes.
 */
export function posterFor(posters: readonly Poster[], width: number, fallback: string | null): string | undefined {
  const webp = ofType(posters, WEBP);
  const sized = webp.length > 0 ? webp : ofType(posters, JPEG);
  return (sized.find((poster) => poster.width >= width * SHARP_ENOUGH) ?? sized.at(-1))?.url ?? fallback ?? undefined;
}

/** The poster as a picture the browser sizes itself, fetched as it nears the screen: WebP, then JPEG, each in every size, chosen by `sizes`. */
export function PosterPicture({ posters, fallback, sizes }: { posters: readonly Poster[]; fallback: string | null; sizes: string }) {
  const webp = ofType(posters, WEBP);
  const jpeg = ofType(posters, JPEG);
  const src = jpeg.at(-1)?.url ?? fallback;
  if (!src) return null;
  return (
    <picture>
      {webp.length > 0 ? <source type={WEBP} srcSet={srcSet(webp)} sizes={sizes} /> : null}
      <img src={src} srcSet={jpeg.length > 0 ? srcSet(jpeg) : undefined} sizes={sizes} alt="" loading="lazy" decoding="async" />
    </picture>
  );
}
