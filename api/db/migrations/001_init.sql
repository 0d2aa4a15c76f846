-- Initial schema. Every synced table carries `version`: the global version of its last write.
-- Lists are JSON text columns. Times are ISO-8601 UTC strings.

CREATE TABLE sync_state (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL,
  min_version INTEGER NOT NULL DEFAULT 0 -- cursors below this answer 410 (tombstones pruned)
);
INSERT INTO sync_state (id, version, min_version) VALUES (1, 0, 0);

-- Compacted change log: one entry per (entity, id), the latest write. owner_id marks per-user rows.
CREATE TABLE change_log (
  version INTEGER PRIMARY KEY,
  entity TEXT NOT NULL,
  entity_id INTEGER NOT NULL,
  op TEXT NOT NULL CHECK (op IN ('put', 'delete')),
  owner_id INTEGER,
  changed_at TEXT NOT NULL
);
CREATE UNIQUE INDEX change_log_entity ON change_log (entity, entity_id);

CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE COLLATE NOCASE,
  description TEXT,
  sort_order INTEGER NOT NULL DEFAULT 0,
  version INTEGER NOT NULL
);

CREATE TABLE vendors (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE COLLATE NOCASE,
  logo_url TEXT,
  category TEXT,
  description TEXT,
  featured INTEGER NOT NULL DEFAULT 0,
  security_rating REAL,
  value_rating REAL,
  support_rating REAL,
  ease_of_use_rating REAL,
  feature_rating REAL,
  rating REAL NOT NULL DEFAULT 4.5,
  review_count INTEGER NOT NULL DEFAULT 0,
  starting_price REAL,
  pricing_model TEXT,
  pricing_details TEXT,
  pricing_url TEXT,
  demo_url TEXT,
  demo_video TEXT,
  pros TEXT NOT NULL DEFAULT '[]',
  cons TEXT NOT NULL DEFAULT '[]',
  features TEXT NOT NULL DEFAULT '[]',
  integrations TEXT NOT NULL DEFAULT '[]',
  screenshots TEXT NOT NULL DEFAULT '[]',
  deployment_options TEXT NOT NULL DEFAULT '[]',
  categories TEXT NOT NULL DEFAULT '[]',
  market_score REAL NOT NULL DEFAULT 4.5,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  version INTEGER NOT NULL
);
CREATE INDEX vendors_featured ON vendors (featured DESC, name);

CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  vendor_id INTEGER NOT NULL REFERENCES vendors (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE COLLATE NOCASE,
  description TEXT,
  category TEXT,
  type TEXT NOT NULL DEFAULT 'software' CHECK (type IN ('software', 'hardware')),
  logo_url TEXT,
  featured INTEGER NOT NULL DEFAULT 0,
  demo_url TEXT,
  demo_video TEXT,
  screenshots TEXT NOT NULL DEFAULT '[]',
  features TEXT NOT NULL DEFAULT '[]',
  pros TEXT NOT NULL DEFAULT '[]',
  cons TEXT NOT NULL DEFAULT '[]',
  integrations TEXT NOT NULL DEFAULT '[]',
  price REAL,
  product_url TEXT,
  system_requirements TEXT,
  supported_platforms TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  version INTEGER NOT NULL
);
CREATE INDEX products_vendor ON products (vendor_id);

CREATE TABLE product_tiers (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  description TEXT,
  features TEXT NOT NULL DEFAULT '[]',
  is_popular INTEGER NOT NULL DEFAULT 0,
  sort_order INTEGER NOT NULL DEFAULT 0,
  version INTEGER NOT NULL
);
CREATE INDEX product_tiers_product ON product_tiers (product_id, sort_order);

CREATE TABLE pricing_options (
  id INTEGER PRIMARY KEY,
  product_tier_id INTEGER NOT NULL REFERENCES product_tiers (id) ON DELETE CASCADE,
  price REAL NOT NULL,
  currency TEXT NOT NULL DEFAULT 'USD' CHECK (currency IN ('USD', 'EUR', 'GBP')),
  payment_frequency TEXT NOT NULL DEFAULT 'monthly' CHECK (payment_frequency IN ('monthly', 'annually', 'quarterly', 'one-time')),
  contract_term TEXT NOT NULL DEFAULT 'flexible' CHECK (contract_term IN ('monthly', 'annual', 'quarterly', 'flexible')),
  setup_fee REAL NOT NULL DEFAULT 0,
  trial_days INTEGER NOT NULL DEFAULT 0,
  minimum_users INTEGER NOT NULL DEFAULT 1,
  maximum_users INTEGER,
  price_per_user INTEGER NOT NULL DEFAULT 1,
  is_recommended INTEGER NOT NULL DEFAULT 0,
  version INTEGER NOT NULL
);
CREATE INDEX pricing_options_tier ON pricing_options (product_tier_id);

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  first_name TEXT,
  last_name TEXT,
  role TEXT NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
  is_active INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  version INTEGER NOT NULL
);

-- Sessions are looked up by the SHA-256 of the cookie token; the token itself is never stored.
CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,   -- epoch ms
  last_seen_at INTEGER NOT NULL, -- epoch ms
  expires_at INTEGER NOT NULL    -- epoch ms, absolute limit
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE password_reset_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

-- Mail that would have been sent; with no SMTP configured this is where it goes (admins can read it).
CREATE TABLE mail_outbox (
  id INTEGER PRIMARY KEY,
  to_email TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE favorites (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  item_type TEXT NOT NULL CHECK (item_type IN ('vendor', 'product')),
  item_id INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  version INTEGER NOT NULL,
  UNIQUE (user_id, item_type, item_id)
);

CREATE TABLE blog_categories (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE COLLATE NOCASE,
  description TEXT,
  color TEXT NOT NULL DEFAULT '#3B82F6',
  sort_order INTEGER NOT NULL DEFAULT 0,
  version INTEGER NOT NULL
);

CREATE TABLE blog_posts (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE COLLATE NOCASE,
  excerpt TEXT,
  content TEXT NOT NULL,
  featured_image TEXT,
  published INTEGER NOT NULL DEFAULT 0,
  featured INTEGER NOT NULL DEFAULT 0,
  category_id INTEGER REFERENCES blog_categories (id) ON DELETE SET NULL,
  author_name TEXT NOT NULL DEFAULT 'The Vetted Team',
  author_email TEXT,
  author_image TEXT,
  read_time INTEGER,
  tags TEXT NOT NULL DEFAULT '[]',
  seo_title TEXT,
  seo_description TEXT,
  published_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  views INTEGER NOT NULL DEFAULT 0,
  version INTEGER NOT NULL
);

CREATE TABLE resource_types (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  version INTEGER NOT NULL
);

CREATE TABLE resources (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE COLLATE NOCASE,
  description TEXT NOT NULL,
  content TEXT,
  download_url TEXT,
  external_url TEXT,
  featured_image TEXT,
  resource_type_id INTEGER NOT NULL DEFAULT 1 REFERENCES resource_types (id),
  category_id INTEGER REFERENCES categories (id) ON DELETE SET NULL,
  file_size TEXT,
  featured INTEGER NOT NULL DEFAULT 0,
  published INTEGER NOT NULL DEFAULT 0,
  tags TEXT NOT NULL DEFAULT '[]',
  author_name TEXT NOT NULL DEFAULT 'The Vetted Team',
  published_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  downloads INTEGER NOT NULL DEFAULT 0,
  version INTEGER NOT NULL
);

CREATE TABLE featured_comparisons (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT,
  type TEXT NOT NULL CHECK (type IN ('vendor', 'product')),
  items TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL,
  version INTEGER NOT NULL
);

CREATE TABLE cart_lines (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  tier_id INTEGER REFERENCES product_tiers (id) ON DELETE CASCADE,
  pricing_option_id INTEGER REFERENCES pricing_options (id) ON DELETE CASCADE,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  created_at TEXT NOT NULL,
  version INTEGER NOT NULL
);
CREATE UNIQUE INDEX cart_lines_unique ON cart_lines (user_id, product_id, IFNULL(tier_id, 0), IFNULL(pricing_option_id, 0));

CREATE TABLE boards (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  type TEXT NOT NULL DEFAULT 'vendor' CHECK (type IN ('vendor', 'product')),
  items TEXT NOT NULL DEFAULT '[]',
  weights TEXT NOT NULL DEFAULT '{}',
  notes TEXT,
  shared INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  version INTEGER NOT NULL
);
CREATE INDEX boards_user ON boards (user_id);

-- Subscription requests. The price fields are a snapshot taken when the request was made.
CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL,
  tier_id INTEGER NOT NULL,
  pricing_option_id INTEGER NOT NULL,
  users INTEGER NOT NULL,
  company TEXT,
  contact_email TEXT,
  notes TEXT,
  status TEXT NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'in-review', 'approved', 'declined', 'cancelled')),
  unit_price REAL NOT NULL,
  setup_fee REAL NOT NULL,
  currency TEXT NOT NULL,
  payment_frequency TEXT NOT NULL,
  price_per_user INTEGER NOT NULL,
  trial_days INTEGER NOT NULL,
  total REAL NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  version INTEGER NOT NULL
);
CREATE INDEX orders_user ON orders (user_id);

CREATE TABLE contact_messages (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  company TEXT,
  subject TEXT,
  message TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- Idempotency-Key records: the stored answer is replayed for the same key and body.
CREATE TABLE idempotency_keys (
  user_key TEXT NOT NULL,   -- 'u:<user id>' or 'anon'
  idem_key TEXT NOT NULL,
  method TEXT NOT NULL,
  path TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  status INTEGER NOT NULL,
  response TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_key, idem_key)
);
