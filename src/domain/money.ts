// Money is integer paise inside Angle; rupees only at the edges (API responses, screens).
export type Paise = number;

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: Paise): number {
  return paise / 100;
}

const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const withPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** Formats rupees the Indian way: ₹1,23,456 for whole rupees, ₹399.50 when there are paise. */
export function formatINR(rupees: number): string {
  return Number.isInteger(Math.round(rupees * 100) / 100)
    ? wholeRupees.format(rupees)
    : withPaise.format(rupees);
}
