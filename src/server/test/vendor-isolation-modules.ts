// Every module with /api/vendor routes that take ids: add yours here. Both the vendor isolation
// test (vendor Y on vendor X's objects) and the ownership matrix (every actor) read this list.
import { vendorCatalogIsolation } from '../modules/vendor-catalog/isolation-cases';
import { vendorOrdersIsolation } from '../modules/vendor-orders/isolation-cases';
import { vendorQuestionsIsolation } from '../modules/questions/isolation-cases';
import { vendorPromotionsIsolation } from '../modules/promotions/isolation-cases';
import { vendorReviewsIsolation } from '../modules/reviews/isolation-cases';
import { vendorPayoutsIsolation } from '../modules/payouts/isolation-cases';
import { vendorTaxDocumentsIsolation } from '../modules/tax-invoices/isolation-cases';
import { vendorReturnsIsolation } from '../modules/returns/isolation-cases';
import { vendorVerificationIsolation } from '../modules/seller-verification/isolation-cases';
import type { IsolationModule } from './route-table';

export const VENDOR_ISOLATION_MODULES: IsolationModule[] = [
  vendorCatalogIsolation,
  vendorOrdersIsolation,
  vendorReviewsIsolation,
  vendorQuestionsIsolation,
  vendorPromotionsIsolation,
  vendorPayoutsIsolation,
  vendorTaxDocumentsIsolation,
  vendorReturnsIsolation,
  vendorVerificationIsolation,
];
