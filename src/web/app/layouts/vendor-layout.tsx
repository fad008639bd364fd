import {
  BadgePercent,
  BarChart3,
  LayoutDashboard,
  MessageCircleQuestion,
  MessageSquare,
  Package,
  Settings,
  ShoppingCart,
  Users,
  Wallet,
} from 'lucide-react';
import { useAuthStore } from '../../features/auth/auth-store';
import { useSignOut } from '../../features/auth/use-sign-out';
import { DashboardShell, type SidebarLink } from './dashboard-shell';

const VENDOR_LINKS: SidebarLink[] = [
  { to: '/vendor/dashboard', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/vendor/products', label: 'Products', icon: Package },
  { to: '/vendor/orders', label: 'Orders', icon: ShoppingCart },
  { to: '/vendor/reports', label: 'Reports', icon: BarChart3 },
  { to: '/vendor/payouts', label: 'Payouts', icon: Wallet },
  { to: '/vendor/promotions', label: 'Promotions', icon: BadgePercent },
  { to: '/vendor/customers', label: 'Customers', icon: Users },
  { to: '/vendor/reviews', label: 'Reviews', icon: MessageSquare },
  { to: '/vendor/questions', label: 'Questions', icon: MessageCircleQuestion },
  { to: '/vendor/settings', label: 'Settings', icon: Settings },
];

/** '/vendor' (its /vendor/auth pages excepted): signed-in vendors only. */
export function VendorLayout() {
  return <VendorShell guarded />;
}

/** The vendor's work area (SPEC §2 "Vendor sidebar"). */
export function VendorShell({ guarded = false }: { guarded?: boolean }) {
  const logout = useSignOut('/vendor/auth/login');
  const companyName = useAuthStore((state) => state.vendorData?.companyName);
  return (
    <DashboardShell
      guarded={guarded}
      area="vendor"
      title="Vendor Portal"
      homePath="/vendor/dashboard"
      navLabel="Vendor"
      links={VENDOR_LINKS}
      onLogout={logout}
      account={companyName}
    />
  );
}
