-- Ids of synced rows are never given to a second row (api/db/ids.ts explains why and how): this table
-- keeps, per synced table, the highest id ever handed out. It starts at the highest id in the table
-- or in the change log, whose tombstones remember rows already deleted (kept 30 days, as long as a
-- device can stay offline without rebuilding its copy).
CREATE TABLE id_high_water (
  tbl TEXT PRIMARY KEY,
  last_id INTEGER NOT NULL
) WITHOUT ROWID;

INSERT INTO id_high_water (tbl, last_id) VALUES ('categories', MAX(
  (SELECT IFNULL(MAX(id), 0) FROM categories), (SELECT IFNULL(MAX(entity_id), 0) FROM change_log WHERE entity = 'category')));
INSERT INTO id_high_water (tbl, last_id) VALUES ('vendors', MAX(
  (SELECT IFNULL(MAX(id), 0) FROM vendors), (SELECT IFNULL(MAX(entity_id), 0) FROM change_log WHERE entity = 'vendor')));
INSERT INTO id_high_water (tbl, last_id) VALUES ('products', MAX(
  (SELECT IFNULL(MAX(id), 0) FROM products), (SELECT IFNULL(MAX(entity_id), 0) FROM change_log WHERE entity = 'product')));
INSERT INTO id_high_water (tbl, last_id) VALUES ('product_tiers', MAX(
  (SELECT IFNULL(MAX(id), 0) FROM product_tiers), (SELECT IFNULL(MAX(entity_id), 0) FROM change_log WHERE entity = 'productTier')));
INSERT INTO id_high_water (tbl, last_id) VALUES ('pricing_options', MAX(
  (SELECT IFNULL(MAX(id), 0) FROM pricing_options), (SELECT IFNULL(MAX(entity_id), 0) FROM change_log WHERE entity = 'pricingOption')));
INSERT INTO id_high_water (tbl, last_id) VALUES ('users', MAX(
  (SELECT IFNULL(MAX(id), 0) FROM users), (SELECT IFNULL(MAX(entity_id), 0) FROM change_log WHERE entity = 'user')));
INSERT INTO id_high_water (tbl, last_id) VALUES ('favorites', MAX(
  (SELECT IFNULL(MAX(id), 0) FROM favorites), (SELECT IFNULL(MAX(entity_id), 0) FROM change_log WHERE entity = 'favorite')));
INSERT INTO id_high_water (tbl, last_id) VALUES ('blog_categories', MAX(
  (SELECT IFNULL(MAX(id), 0) FROM blog_categories), (SELECT IFNULL(MAX(entity_id), 0) FROM change_log WHERE entity = 'blogCategory')));
INSERT INTO id_high_water (tbl, last_id) VALUES ('blog_posts', MAX(
  (SELECT IFNULL(MAX(id), 0) FROM blog_posts), (SELECT IFNULL(MAX(entity_id), 0) FROM change_log WHERE entity = 'blogPost')));
INSERT INTO id_high_water (tbl, last_id) VALUES ('resource_types', MAX(
  (SELECT IFNULL(MAX(id), 0) FROM resource_types), (SELECT IFNULL(MAX(entity_id), 0) FROM change_log WHERE entity = 'resourceType')));
INSERT INTO id_high_water (tbl, last_id) VALUES ('resources', MAX(
  (SELECT IFNULL(MAX(id), 0) FROM resources), (SELECT IFNULL(MAX(entity_id), 0) FROM change_log WHERE entity = 'resource')));
INSERT INTO id_high_water (tbl, last_id) VALUES ('featured_comparisons', MAX(
  (SELECT IFNULL(MAX(id), 0) FROM featured_comparisons), (SELECT IFNULL(MAX(entity_id), 0) FROM change_log WHERE entity = 'featuredComparison')));
INSERT INTO id_high_water (tbl, last_id) VALUES ('cart_lines', MAX(
  (SELECT IFNULL(MAX(id), 0) FROM cart_lines), (SELECT IFNULL(MAX(entity_id), 0) FROM change_log WHERE entity = 'cartLine')));
INSERT INTO id_high_water (tbl, last_id) VALUES ('boards', MAX(
  (SELECT IFNULL(MAX(id), 0) FROM boards), (SELECT IFNULL(MAX(entity_id), 0) FROM change_log WHERE entity = 'board')));
INSERT INTO id_high_water (tbl, last_id) VALUES ('orders', MAX(
  (SELECT IFNULL(MAX(id), 0) FROM orders), (SELECT IFNULL(MAX(entity_id), 0) FROM change_log WHERE entity = 'order')));
