// What the format card says about each column: what it holds, its row rule and how it is parsed.
import type { ImportKind } from './import-kinds'

export interface FormatColumn {
  columns: string[]
  required?: boolean
  explains: string
}

export const FORMAT_COLUMNS: Record<ImportKind, FormatColumn[]> = {
  vendors: [
    { columns: ['name'], required: true, explains: '3 to 99 characters, without "http", commas or semicolons.' },
    { columns: ['logo_url'], required: true, explains: 'An image address starting with http, ending in .jpg, .jpeg, .png, .gif or .svg.' },
    { columns: ['description'], explains: 'Optional; under 1000 characters, without http:// or www. links.' },
    { columns: ['category'], explains: 'A category slug such as security or finance.' },
    { columns: ['featured'], explains: 'true, 1 or TRUE marks a featured vendor; anything else means not featured.' },
    {
      columns: ['security_rating', 'value_rating', 'support_rating', 'ease_of_use_rating', 'feature_rating'],
      explains: 'Numbers from 0 to 5; blank means 0.',
    },
    { columns: ['pros', 'cons', 'integrations', 'screenshots'], explains: 'Several entries separated by semicolons (screenshots are image addresses).' },
    { columns: ['pricing_model', 'pricing_details', 'pricing_url', 'demo_video', 'demo_url'], explains: 'Optional text and web addresses.' },
    {
      columns: ['features', 'deployment_options', 'categories', 'rating', 'review_count', 'starting_price', 'market_score'],
      explains: 'Optional, as Export CSV writes them: a file exported here imports back as the same vendors.',
    },
  ],
  products: [
    { columns: ['vendorId'], required: true, explains: 'The id of an existing vendor (a whole number).' },
    { columns: ['name'], required: true, explains: 'The product name.' },
    { columns: ['description'], explains: 'Optional text.' },
    { columns: ['price'], explains: 'A number, or blank for no price.' },
    { columns: ['pricingDetails'], explains: 'Optional text.' },
    { columns: ['features'], explains: 'One feature per line inside a quoted cell; blank lines are ignored.' },
  ],
}

export const FORMAT_SAMPLES: Record<ImportKind, string> = {
  vendors:
    'name,logo_url,description,category,featured,security_rating,pros\n' +
    'Acme Security,https://example.com/acme.png,Endpoint protection,security,true,4.5,Fast;Simple',
  products:
    'vendorId,name,description,price,pricingDetails,features\n' +
    '12,Acme Shield,Endpoint agent,49.99,Per device,"Malware scan\nFirewall"',
}
