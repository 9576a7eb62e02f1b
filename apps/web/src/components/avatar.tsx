/**
 * A person's photo, or their initials on a colored disc when there is none (members often have no
 * picture). Photos are lazy-loaded with explicit dimensions so they never shift the layout.
 */
export function Avatar({
  name,
  pic,
  size = 64,
  alt,
}: {
  name: string;
  pic: string | null;
  size?: number;
  alt: string;
}) {
  if (pic)
    return (
      <img
        className="avatar"
        src={pic}
        alt={alt}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
      />
    );
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  return (
    <span className="avatar avatar-initials" style={{ width: size, height: size }} aria-hidden="true">
      {initials}
    </span>
  );
}
