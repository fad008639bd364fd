import {
  BadgePercent,
  CreditCard,
  Flag,
  Inbox,
  LayoutDashboard,
  MessageCircleQuestion,
  MessageSquare,
  Package,
  Settings,
  ShoppingCart,
  Store,
  Truck,
  Undo2,
  Users,
  Wallet,
  ShieldCheck,
  Languages,
} from 'lucide-react';
import { useAuthStore } from '../../features/auth/auth-store';
import { useSignOut } from '../../features/auth/use-sign-out';
import { DashboardShell, type SidebarLink } from './dashboard-shell';

const ADMIN_LINKS: SidebarLink[] = [
  {
    to: '/admin/dashboard',
    label: 'Dashboard',
    icon: LayoutDashboard,
    end: true,
    alsoActiveOn: '/admin',
  },
  { to: '/admin/products', label: 'Products', icon: Package },
  { to: '/admin/orders', label: 'Orders', icon: ShoppingCart },
  { to: '/admin/returns', label: 'Returns', icon: Undo2 },
  { to: '/admin/customers', label: 'Customers', icon: Users },
  { to: '/admin/vendors', label: 'Vendors', icon: Store },
  { to: '/admin/verifications', label: 'Seller Verification', icon: ShieldCheck },
  { to: '/admin/payouts', label: 'Payouts', icon: Wallet },
  { to: '/admin/promotions', label: 'Promotions', icon: BadgePercent },
  { to: '/admin/reviews', label: 'Reviews', icon: MessageSquare },
  { to: '/admin/questions', label: 'Questions', icon: MessageCircleQuestion },
  { to: '/admin/reported', label: 'Reported', icon: Flag },
  { to: '/admin/messages', label: 'Messages', icon: Inbox },
  { to: '/admin/hsn-codes', label: 'HSN Codes and GST', icon: BadgePercent },
  { to: '/admin/search-synonyms', label: 'Search Synonyms', icon: Languages },
  { to: '/admin/payment-settings', label: 'Payment Settings', icon: CreditCard },
  { to: '/admin/shipping-and-sms', label: 'Shipping and SMS', icon: Truck },
  { to: '/admin/settings', label: 'Store Settings', icon: Settings },
];

/** The admin panel's frame, titled 'Angle Admin' (SPEC §1, §2). */
export function AdminShell({ guarded = false }: { guarded?: boolean }) {
  const logout = useSignOut('/admin/login');
  const email = useAuthStore((state) => state.adminData?.email);
  return (
    <DashboardShell
      guarded={guarded}
      area="admin"
      title="Angle Admin"
      homePath="/admin/dashboard"
      navLabel="Admin"
      links={ADMIN_LINKS}
      onLogout={logout}
      account={email}
    />
  );
}

/** '/admin': the shell at once, and inside it SPEC §2's guard (the loader while admin auth
 * loads, then /admin/login unless an admin is signed in) around the page. */
export function AdminLayout() {
  return <AdminShell guarded />;
}
