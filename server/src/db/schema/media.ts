import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './columns';

/** The cloud: collections, medias, playlists and uploads in progress. */

export interface CollectionsTable {
  id: Generated<string>;
  creator_id: string;
  name: string;
  created_at: CreatedAt;
}

export interface MediasTable {
  id: Generated<string>;
  creator_id: string;
  collection_id: string | null;
  mime_type: string;
  file_name: string;
  size_bytes: number;
  duration_seconds: number | null;
  storage_key: string | null;
  price_value: number | null;
  price_currency: string | null;
  image_count: Generated<number>;
  video_count: Generated<number>;
  is_private: Generated<boolean>;
  /** The preview's thumbhash (base64) once a thumbnail or poster was made (`<storage_key>.preview.webp`). */
  thumbhash: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export interface PlaylistsTable {
  id: Generated<string>;
  creator_id: string;
  name: string;
  created_at: CreatedAt;
}

/** An upload in progress: its declared bytes count against the creator's quota until it ends or expires. */
export interface UploadReservationsTable {
  upload_id: string;
  creator_id: string;
  bytes: number;
  expires_at: Date;
}
