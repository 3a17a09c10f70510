-- Document signature › Documents (apps.md §3.3): PDFs with fields placed as Dropbox Sign templates place them.
--
-- A PDF is stored once per account by its SHA-256 (document_pdfs); an upload (POST /document-signature/uploads)
-- points at its PDF until a document or a version uses it, for a day (expires_at). A document's versions 1, 2, 3…
-- are immutable (document_versions: the PDF, its pages' sizes in points, the fields); documents.current_version is
-- the one sessions send (a session records it in its details). document_history is the History page: each change,
-- the version it is about, who (by name, as the audit log keeps names) and when.
create table document_pdfs (
  account_id text not null references accounts (id),
  sha256 text not null,
  pdf bytea not null,
  created_at timestamptz not null,
  primary key (account_id, sha256)
);

create table document_uploads (
  id text primary key,
  account_id text not null references accounts (id),
  pdf_sha256 text not null,
  pages jsonb not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  foreign key (account_id, pdf_sha256) references document_pdfs (account_id, sha256)
);
create index document_uploads_account on document_uploads (account_id, expires_at);

create table documents (
  id text primary key,
  account_id text not null references accounts (id),
  name text not null,
  status text not null check (status in ('active', 'archived')),
  current_version integer not null check (current_version >= 1),
  latest_version integer not null check (latest_version >= current_version),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  updated_by text not null
);
-- The list: newest first by (created_at, id), id compared byte-wise as the cursor compares it.
create index documents_list on documents (account_id, created_at desc, id collate "C" desc);
-- Names are unique among the account's active documents (the routes check first and answer 400 on `name`).
create unique index documents_active_name on documents (account_id, lower(name)) where status = 'active';

create table document_versions (
  document_id text not null references documents (id),
  version integer not null check (version >= 1),
  account_id text not null,
  pdf_sha256 text not null,
  pages jsonb not null,
  fields jsonb not null,
  created_at timestamptz not null,
  created_by text not null,
  primary key (document_id, version),
  foreign key (account_id, pdf_sha256) references document_pdfs (account_id, sha256)
);

create table document_history (
  id text primary key,
  document_id text not null references documents (id),
  version integer not null,
  change text not null check (
    change in ('created', 'new_pdf', 'fields_edited', 'made_current', 'archived', 'unarchived')
  ),
  created_at timestamptz not null,
  by_name text not null
);
create index document_history_list on document_history (document_id, created_at desc, id collate "C" desc);
