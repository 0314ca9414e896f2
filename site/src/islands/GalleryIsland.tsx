import { Gallery } from '@mym/ui/gallery';

/** The design-system gallery: every piece of @mym/ui in its variants, for people to look at. */
export default function GalleryIsland() {
  return <Gallery />;
}
