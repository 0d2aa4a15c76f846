// The whole hand-written demo catalogue, in category order.
import { businessOperationsProducts } from './products-business-operations'
import { financeProducts } from './products-finance'
import { hrProducts } from './products-hr'
import { itOperationsProducts } from './products-it-operations'
import { marketingProducts } from './products-marketing'
import { productivityProducts } from './products-productivity'
import { securityProducts } from './products-security'
import type { SeedProduct, SeedVendor } from './types'
import { businessOperationsVendors } from './vendors-business-operations'
import { financeVendors } from './vendors-finance'
import { hrVendors } from './vendors-hr'
import { itOperationsVendors } from './vendors-it-operations'
import { marketingVendors } from './vendors-marketing'
import { productivityVendors } from './vendors-productivity'
import { securityVendors } from './vendors-security'

export const DEMO_VENDORS: SeedVendor[] = [
  ...securityVendors, ...productivityVendors, ...itOperationsVendors, ...businessOperationsVendors,
  ...hrVendors, ...financeVendors, ...marketingVendors,
]

export const DEMO_PRODUCTS: SeedProduct[] = [
  ...securityProducts, ...productivityProducts, ...itOperationsProducts, ...businessOperationsProducts,
  ...hrProducts, ...financeProducts, ...marketingProducts,
]
