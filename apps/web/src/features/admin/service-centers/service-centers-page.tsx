import { ImagesDesk } from '../../../components/images-desk/images-desk';

/** /ServiceCentersAdmin: the service centers' logos, on the desk it shares with the gallery. */
export function ServiceCentersAdminPage() {
  return <ImagesDesk kind="serviceCenters" />;
}
