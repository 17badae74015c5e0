import type { ColumnType, Generated } from 'kysely';

/** Tables as stored (docs/product.md#tables); the query modules normalise each dialect's types. */
type Timestamp = ColumnType<string | Date, string | undefined, string>;
// Written only through the literals in sql-values.ts: better-sqlite3 refuses JS booleans as parameters.
type Bool = ColumnType<number | boolean, never, boolean>;
type OptionalText = ColumnType<string | null, string | null | undefined, string | null>;

export type SubscribersTable = {
  id: Generated<number>;
  email: string;
  unsubscribe_token: string;
  status: ColumnType<SubscriberStatus, SubscriberStatus | undefined, SubscriberStatus>;
  /** Permanent refusals (5xx) of the address; from three on it gets no newsletter. */
  hard_bounces: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
};

export type SubscriberStatus = 'pending' | 'confirmed' | 'withdrawn';

export type NewsletterConsentTextsTable = {
  version: string;
  text: string;
  created_at: Timestamp;
};

export type NewsletterConsentsTable = {
  id: Generated<number>;
  subscriber_id: number;
  version: string;
  source: string;
  signed_up_at: Timestamp;
  confirmed_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
  withdrawn_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
  token_hash: OptionalText;
  token_sent_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
};

export type TransformationStoriesTable = {
  id: Generated<number>;
  author_name: string;
  email: string;
  story: string;
  image_url: string | null;
  is_approved: Bool;
  created_at: Timestamp;
  /** When the visitor ticked the publishing consent box; null for stories sent before it. */
  publish_consent_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
  publish_consent_text: OptionalText;
  /** When the coach last took it off the site; the erasure's 90 days count from then. */
  unpublished_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
};

export type BlogCommentsTable = {
  id: Generated<number>;
  post_slug: string;
  author_name: string;
  content: string;
  is_approved: Bool;
  created_at: Timestamp;
  unpublished_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
  publish_consent_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
  publish_consent_text: OptionalText;
};

export type PhotosTable = {
  name: string;
  content_type: string;
  bytes: Buffer;
  etag: string;
  created_at: Timestamp;
};

export type AdminRole = 'owner' | 'assistant';

type OptionalTimestamp = ColumnType<string | Date | null, string | null | undefined, string | null>;
type OptionalBigint = ColumnType<number | string | null, number | null | undefined, number | null>;

export type AdminUsersTable = {
  id: Generated<number>;
  email: string;
  password_hash: string;
  created_at: Timestamp;
  role: ColumnType<AdminRole, AdminRole | undefined, AdminRole>;
  totp_secret: OptionalText;
  totp_pending_secret: OptionalText;
  totp_enabled_at: OptionalTimestamp;
  /** The last 30-second step whose code was accepted: a code is good once. */
  totp_last_step: OptionalBigint;
};

export type AdminRecoveryCodesTable = {
  id: Generated<number>;
  admin_id: number;
  code_hash: string;
  used_at: OptionalTimestamp;
  created_at: Timestamp;
};

export type AdminPasskeysTable = {
  id: string;
  admin_id: number;
  public_key: string;
  counter: ColumnType<number | string, number | undefined, number>;
  transports: OptionalText;
  name: string;
  created_at: Timestamp;
  last_used_at: OptionalTimestamp;
};

/** A one-time WebAuthn challenge, kept in the database so any instance can check the answer. */
export type AuthChallengesTable = {
  id: string;
  purpose: string;
  admin_id: number | null;
  challenge: string;
  expires_at: ColumnType<string | Date, string, string>;
};

export type AdminInvitationsTable = {
  id: Generated<number>;
  token_hash: string;
  email: string;
  role: AdminRole;
  invited_by: number | null;
  created_at: Timestamp;
  expires_at: ColumnType<string | Date, string, string>;
  accepted_at: OptionalTimestamp;
};

export type SecuritySettingsTable = {
  id: number;
  require_second_factor: Bool;
};

export type SessionStage = 'full' | 'second-factor';

export type SessionsTable = {
  id: string;
  admin_id: number;
  /** 30 days after the start: the session ends then, however active. */
  expires_at: ColumnType<string | Date, string, string>;
  created_at: Timestamp;
  /** Moved on at most once a minute; 8 hours without a request end the session. */
  last_seen_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
  user_agent: OptionalText;
  address: OptionalText;
  stage: ColumnType<SessionStage, SessionStage | undefined, SessionStage>;
};

export type MailOutboxTable = {
  id: Generated<number>;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: OptionalText;
  headers: OptionalText;
  about: OptionalText;
  attachments: OptionalText;
  status: ColumnType<
    'pending' | 'sent' | 'failed',
    'pending' | undefined,
    'pending' | 'sent' | 'failed'
  >;
  attempts: ColumnType<number, number | undefined, number>;
  /** Null: at once; else when a temporary failure lets it be tried again. */
  next_attempt_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
  locked_until: ColumnType<string | Date | null, never, string | null>;
  last_error: string | null;
  sent_at: ColumnType<string | Date | null, never, string | null>;
  created_at: Timestamp;
};

export type IysExportsTable = {
  id: Generated<number>;
  exported_at: Timestamp;
  admin_email: string;
  row_count: number;
  changes_since: ColumnType<string | Date | null, string | null, string | null>;
};

export type ModerationLogTable = {
  id: Generated<number>;
  admin_email: string;
  action: string;
  target_type: string;
  target_id: string;
  detail: string | null;
  created_at: Timestamp;
  address: OptionalText;
};

type Millis = ColumnType<number | string, number, number>;

export type RateCountersTable = {
  key: string;
  count: number;
  last_at: Millis;
  expires_at: Millis;
};

/** A public form's one-time key: claimed (answer null) while it is handled, then its answer. */
export type SubmissionKeysTable = {
  key: string;
  answer: string | null;
  created_at: Timestamp;
};

export type PostStatus = 'draft' | 'scheduled' | 'published' | 'unpublished';

type PostContent = {
  slug: string;
  title: string;
  excerpt: string;
  category: string | null;
  author: string;
  cover_image: string;
  cover_alt: string;
  body: string;
  seo_title: string | null;
  seo_description: string | null;
};

export type BlogPostsTable = PostContent & {
  id: Generated<number>;
  status: PostStatus;
  /** When visitors may see it: in the past for a published post, ahead for a scheduled one. */
  published_at: ColumnType<string | Date | null, string | null, string | null>;
  /** Raised by every save; a save that names an older version is refused. */
  version: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type BlogPostRevisionsTable = PostContent & {
  id: Generated<number>;
  post_id: number;
  version: number;
  admin_email: string;
  created_at: Timestamp;
};

export type BlogSlugRedirectsTable = {
  old_slug: string;
  post_id: number;
};

export type BlogImagesTable = {
  url: string;
  uploaded_by: string;
  created_at: Timestamp;
};

export type ContentImportsTable = {
  name: string;
  imported_at: Timestamp;
};

export type ContentItemsTable = {
  id: Generated<number>;
  kind: string;
  key: string;
  position: number;
  state: 'draft' | 'published' | 'retired';
  version: Generated<number>;
  /** The item as JSON, checked by its kind's schema on every write. */
  data: string;
  updated_at: Timestamp;
  updated_by: string;
};

export type ContentRevisionsTable = {
  id: Generated<number>;
  item_id: number;
  version: number;
  state: 'draft' | 'published' | 'retired';
  data: string;
  admin_email: string;
  created_at: Timestamp;
};

export type ContentRedirectsTable = {
  kind: string;
  old_key: string;
  item_id: number;
};

export type PriceListsTable = {
  id: Generated<number>;
  effective_at: Timestamp;
  created_at: Timestamp;
  created_by: string;
};

export type PriceListEntriesTable = {
  list_id: number;
  package_key: string;
  price: number;
  original_price: number | null;
  save_amount: number | null;
  instead_of: number | null;
};

export type EditorStashTable = {
  token: string;
  admin_id: number;
  path: string;
  fields: string;
  bytes: number;
  created_at: Timestamp;
};

export type NewsletterStatus = 'draft' | 'scheduled' | 'sending' | 'paused' | 'sent';

export type NewslettersTable = {
  id: Generated<number>;
  subject: string;
  body: string;
  status: ColumnType<NewsletterStatus, NewsletterStatus | undefined, NewsletterStatus>;
  scheduled_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
  started_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
  finished_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
  recipients: ColumnType<number, number | undefined, number>;
  last_error: OptionalText;
  version: ColumnType<number, number | undefined, number>;
  created_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type DeliveryStatus = 'pending' | 'sent' | 'failed' | 'skipped';

export type NewsletterDeliveriesTable = {
  id: Generated<number>;
  newsletter_id: number;
  subscriber_id: number | null;
  status: ColumnType<DeliveryStatus, DeliveryStatus | undefined, DeliveryStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
  locked_until: ColumnType<string | Date | null, string | null | undefined, string | null>;
  sent_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
  last_error: OptionalText;
};

export type NewsletterPaceTable = {
  id: number;
  next_slot_at: Timestamp;
  failures: ColumnType<number, number | undefined, number>;
};

export type BookingSettingsTable = {
  id: number;
  call_minutes: number;
  buffer_minutes: number;
  min_notice_hours: number;
  window_days: number;
  daily_max: number;
  version: ColumnType<number, number | undefined, number>;
  updated_at: Timestamp;
  office_address: ColumnType<string | null, string | null | undefined, string | null>;
  meeting_url: ColumnType<string | null, string | null | undefined, string | null>;
};

/** Weekly hours: minutes from midnight in Türkiye, 1 Monday … 7 Sunday. */
export type BookingHoursTable = {
  id: Generated<number>;
  weekday: number;
  start_minute: number;
  end_minute: number;
};

export type BookingDaysOffTable = {
  day: string;
  note: OptionalText;
};

export type BookingKind = 'online' | 'yuz-yuze';
/** `held`: its time taken until the visitor confirms her address (or `held_until` passes). */
export type BookingStatus = 'held' | 'booked' | 'cancelled' | 'done';

export type BookingsTable = {
  id: Generated<number>;
  kind: BookingKind;
  starts_at: Timestamp;
  ends_at: Timestamp;
  name: string;
  email: string;
  phone: OptionalText;
  note: OptionalText;
  time_zone: OptionalText;
  status: ColumnType<BookingStatus, BookingStatus | undefined, BookingStatus>;
  token_hash: string;
  sequence: ColumnType<number, number | undefined, number>;
  cancelled_by: ColumnType<
    'visitor' | 'coach' | null,
    'visitor' | 'coach' | null | undefined,
    'visitor' | 'coach' | null
  >;
  cancelled_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** An unconfirmed hold lets its time go then; null once booked. */
  held_until: ColumnType<string | Date | null, string | null | undefined, string | null>;
};

export type Database = {
  subscribers: SubscribersTable;
  newsletter_consent_texts: NewsletterConsentTextsTable;
  newsletter_consents: NewsletterConsentsTable;
  iys_exports: IysExportsTable;
  transformation_stories: TransformationStoriesTable;
  blog_comments: BlogCommentsTable;
  photos: PhotosTable;
  admin_users: AdminUsersTable;
  sessions: SessionsTable;
  admin_recovery_codes: AdminRecoveryCodesTable;
  admin_passkeys: AdminPasskeysTable;
  auth_challenges: AuthChallengesTable;
  admin_invitations: AdminInvitationsTable;
  security_settings: SecuritySettingsTable;
  mail_outbox: MailOutboxTable;
  moderation_log: ModerationLogTable;
  rate_counters: RateCountersTable;
  submission_keys: SubmissionKeysTable;
  blog_posts: BlogPostsTable;
  blog_post_revisions: BlogPostRevisionsTable;
  blog_slug_redirects: BlogSlugRedirectsTable;
  blog_images: BlogImagesTable;
  content_imports: ContentImportsTable;
  content_items: ContentItemsTable;
  content_revisions: ContentRevisionsTable;
  content_redirects: ContentRedirectsTable;
  price_lists: PriceListsTable;
  price_list_entries: PriceListEntriesTable;
  editor_stash: EditorStashTable;
  newsletters: NewslettersTable;
  newsletter_deliveries: NewsletterDeliveriesTable;
  newsletter_pace: NewsletterPaceTable;
  booking_settings: BookingSettingsTable;
  booking_hours: BookingHoursTable;
  booking_days_off: BookingDaysOffTable;
  bookings: BookingsTable;
};
