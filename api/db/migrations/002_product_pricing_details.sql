-- Products carry free-text pricing details (the product CSV has a pricingDetails column), like vendors do.
ALTER TABLE products ADD COLUMN pricing_details TEXT;
