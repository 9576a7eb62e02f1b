import { ImagesDesk } from '../../../components/images-desk/images-desk';

/** /GalleryAdmin: the gallery's pictures, on the desk it shares with the service center logos. */
export function GalleryAdminPage() {
  return <ImagesDesk kind="gallery" />;
}
