import { useState } from 'react';
import { BADGE_KINDS, Badge } from '../badge/badge';
import { Banner } from '../banner/banner';
import { Button } from '../button/button';
import { CARTRIDGE_TYPES, Cartridge } from '../cartridge/cartridge';
import { CircularProgress } from '../circular-progress/circular-progress';
import { Header } from '../header/header';
import { Loader } from '../loader/loader';
import { type MediaGridItem, MediaSelectionGrid } from '../media-grid/media-selection-grid';
import { MediaPreview } from '../media-preview/media-preview';
import { Menu } from '../menu/menu';
import { MessageText } from '../message-text/message-text';
import { Modal } from '../modal/modal';
import { ProgressionTimeline } from '../progression-timeline/progression-timeline';
import { SidePanel } from '../side-panel/side-panel';
import { TabsSlider } from '../tabs-slider/tabs-slider';
import { ToastProvider, useToast } from '../toast/toast-provider';
import { GalleryButtons, GalleryFields } from './gallery-forms';

const medias: MediaGridItem[] = Array.from({ length: 30 }, (_, i) => ({
  id: `m${i}`,
  type: i % 3 ? 'image' : 'video',
  preview: null,
  price: { value: 500 + i * 125, currency: 'EUR' },
  imageCount: i % 3 ? 1 : 0,
  videoCount: i % 3 ? 0 : 1,
  duration: i % 3 ? null : 60 + i,
}));

/**
 * Every piece of the design system in its main states: a visual check. The site's `/ui` page draws the same
 * sections as islands of their own (`GALLERY_SECTIONS`), so that a phone starts only the ones it shows.
 */
export function Gallery() {
  return (
    <div className="mym-root mym-gallery">
      <GalleryTitle />
      {GALLERY_SECTION_NAMES.map((name) => {
        const Section = GALLERY_SECTIONS[name];
        return <Section key={name} />;
      })}
    </div>
  );
}

/** The gallery's heading; the site draws it on the server, outside the sections' islands. */
export function GalleryTitle() {
  return <Header title="Design system" />;
}

/** The gallery's sections, top to bottom. */
export const GALLERY_SECTIONS = {
  buttons: GalleryButtons,
  fields: GalleryFields,
  feedback: GalleryFeedback,
  layout: GalleryLayout,
} as const;
export type GallerySectionName = keyof typeof GALLERY_SECTIONS;
export const GALLERY_SECTION_NAMES = Object.keys(GALLERY_SECTIONS) as GallerySectionName[];

/** Badges, toasts, dialogs and tabs; the toasts its buttons show live in its own region. */
function GalleryFeedback() {
  return (
    <ToastProvider regionLabel="Notifications" closeLabel="Close">
      <GalleryFeedbackPieces />
    </ToastProvider>
  );
}

function GalleryFeedbackPieces() {
  const toast = useToast();
  const [modalOpen, setModalOpen] = useState(false);
  const [tab, setTab] = useState('posts');
  return (
    <section aria-labelledby="gallery-feedback" className="mym-gallery__section">
      <h2 id="gallery-feedback">Feedback</h2>
      <div className="mym-gallery__row">
        {BADGE_KINDS.map((kind) => (
          <Badge key={kind} kind={kind}>
            {kind}
          </Badge>
        ))}
      </div>
      {CARTRIDGE_TYPES.map((type) => (
        <Cartridge key={type} type={type} title={type}>
          A cartridge of type {type}.
        </Cartridge>
      ))}
      <Loader label="Loading" />
      <MessageText kind="success">Saved</MessageText>
      <MessageText kind="error">Something went wrong</MessageText>
      <Banner title="New" dismissLabel="Close banner">
        Scheduled pushes are here.
      </Banner>
      <div className="mym-gallery__row">
        {[30, 80, 100].map((value) => (
          <CircularProgress key={value} value={value} label={`Progress ${value}`} />
        ))}
      </div>
      <div className="mym-gallery__row">
        {(['default', 'error', 'success', 'profile'] as const).map((kind) => (
          <Button
            key={kind}
            variant="secondary"
            onClick={() => toast.show({ kind, title: `A ${kind} toast` })}
          >
            {`Show ${kind} toast`}
          </Button>
        ))}
        <Button variant="destructive" onClick={() => setModalOpen(true)}>
          Open modal
        </Button>
        <Menu label="Create" items={['Post', 'Push', 'Live'].map((label) => ({ id: label, label }))} />
      </div>
      <Modal isOpen={modalOpen} onClose={() => setModalOpen(false)} title="Delete push" closeLabel="Close">
        <p>This cannot be undone.</p>
      </Modal>
      <TabsSlider
        label="Content"
        tabs={['posts', 'push', 'live'].map((id) => ({ id, label: id }))}
        selectedId={tab}
        onSelectionChange={setTab}
      >
        {`Panel ${tab}`}
      </TabsSlider>
    </section>
  );
}

function GalleryLayout() {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <section aria-labelledby="gallery-layout" className="mym-gallery__section">
      <h2 id="gallery-layout">Layout</h2>
      <ProgressionTimeline
        title="Your setup"
        steps={[
          { label: 'Identity', status: 'success', link: '#identity' },
          { label: 'Profile', status: 'in_progress', link: '#profile' },
          { label: 'Bank', status: 'error', link: '#bank' },
          { label: 'First post', status: 'next_step', link: '#post' },
          { label: 'Payout', status: 'disabled', link: '#payout' },
        ]}
      />
      <div className="mym-gallery__row">
        <MediaPreview type="image" alt="" fallbackLabel="Preview unavailable" />
        <MediaPreview type="video" alt="" duration={754} fallbackLabel="Preview unavailable" />
      </div>
      <MediaSelectionGrid
        label="Media"
        items={medias}
        selectedIds={selected}
        onSelectionChange={setSelected}
        labels={{ select: (item) => `Select media ${item.id}`, previewUnavailable: 'Preview unavailable' }}
        // Prices in the gallery's language on the server and in the browser (see the date picker's).
        locale="en-US"
        scroller="self"
        height={400}
      />
      {/* Its footer links take their words from the host's catalogue (the site's shell), which the showcase has not. */}
      <SidePanel title="Welcome" description="Create, publish and earn." footer={false} />
    </section>
  );
}
