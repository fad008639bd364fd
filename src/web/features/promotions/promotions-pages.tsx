// '/admin/promotions' and '/vendor/promotions' (issue #20). The router's table names each page's
// chunk with every chunk it imports, and that table is in every storefront route's first download
// (the budgets in .size-limit.js). So the pages the router loads are this small module, one for
// both areas, and the pages' bodies, with their many imports, load from it.
import { lazy } from 'react';

const area = () => import('./promotions-area');
const Admin = lazy(() => area().then((m) => ({ default: m.AdminPromotions })));
const Vendor = lazy(() => area().then((m) => ({ default: m.VendorPromotions })));

export const AdminPromotionsPage = () => <Admin />;
export const VendorPromotionsPage = () => <Vendor />;
