import { GALLERY_SECTIONS, type GallerySectionName } from '@mym/ui/gallery';

/** One section of the design-system gallery (`/ui`): every piece of @mym/ui in its variants, for people to look at. */
export default function GalleryIsland({ section }: { section: GallerySectionName }) {
  const Section = GALLERY_SECTIONS[section];
  return <Section />;
}
