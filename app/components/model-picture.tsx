// A model's picture (docs/decisions/0051): the admin's photo as <picture> with AVIF and WebP sources
// and a JPEG fallback in every made width (the browser picks by `sizes`), or, without a photo, the
// generated illustration of its body type and colour.
import { type ModelPhoto, modelImagePath, photoSrcSet } from "#app/domain/fleet/model-image.ts";

export function ModelPicture({
  photo,
  bodyType,
  colour,
  alt,
  sizes,
  className,
  lazy = true,
}: {
  photo: ModelPhoto | null;
  bodyType: string;
  colour: string;
  alt: string;
  /** How wide the picture is shown, for the browser's choice of width. */
  sizes: string;
  className: string;
  lazy?: boolean;
}) {
  const loading = lazy ? "lazy" : "eager";
  if (!photo) {
    return (
      <img
        src={`/images/cars/${bodyType}-${colour}.svg`}
        alt={alt}
        width={480}
        height={240}
        loading={loading}
        decoding="async"
        className={`${className} object-contain`}
      />
    );
  }
  const smallest = photo.widths[0] ?? 480;
  return (
    <picture>
      <source type="image/avif" srcSet={photoSrcSet(photo, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={photoSrcSet(photo, "webp")} sizes={sizes} />
      <img
        src={modelImagePath(photo.modelId, photo.version, smallest, "jpg")}
        srcSet={photoSrcSet(photo, "jpg")}
        sizes={sizes}
        alt={alt}
        width={photo.width}
        height={photo.height}
        loading={loading}
        decoding="async"
        className={`${className} object-cover`}
      />
    </picture>
  );
}
