// A product's picture (productImageUrl) on a card: loaded when it comes into view unless `eager`,
// and left out rather than shown as a broken icon when it cannot be loaded.
export function ProductImage({
  src,
  alt,
  eager = false,
  size,
}: {
  readonly src: string | null;
  readonly alt: string;
  readonly eager?: boolean;
  /** The picture's drawn size, so the card keeps its place while it loads. */
  readonly size?: { readonly width: number; readonly height: number };
}) {
  if (!src) return null;
  return (
    <img
      src={src}
      alt={alt}
      width={size?.width}
      height={size?.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={(event) => {
        event.currentTarget.hidden = true;
      }}
    />
  );
}
