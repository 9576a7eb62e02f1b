import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { loadNamespaces } from '../../src/i18n';
import '../../src/styles.css';
import '../../src/components/ui.css';
import { ImagePicker } from '../../src/components/image-picker/image-picker';
import type { UploadedImage } from '../../src/lib/upload-image';

/**
 * A page for the browser journey of the image picker while no admin screen uses it yet. It is built only by
 * image-picker.spec.ts and served to the browser by Playwright under this site's origin, so it talks to the
 * real server (session cookie, CSRF checks) and never ships in the product.
 */
function Harness() {
  const [images, setImages] = useState<UploadedImage[]>([]);
  const [busy, setBusy] = useState(false);
  return (
    <main className="container">
      <h1>Image picker</h1>
      <form onSubmit={(event) => event.preventDefault()}>
        <ImagePicker label="Gallery pictures" multiple onChange={setImages} onBusyChange={setBusy} />
        <button type="submit" className="button" disabled={busy || images.length === 0}>
          Save
        </button>
      </form>
      <h2>Addresses to save</h2>
      <ul aria-label="Addresses to save">
        {images.map((image) => (
          <li key={image.secure_url}>{image.secure_url}</li>
        ))}
      </ul>
    </main>
  );
}

// The picker's texts are in the admin namespace, which the admin layout loads in the product.
void loadNamespaces('admin').then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Harness />
    </StrictMode>,
  ),
);
