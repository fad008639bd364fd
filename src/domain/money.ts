// Money is integer paise inside Angle; rupees only at the edges (API responses, screens).
export type Paise = number;

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: Paise): number {
  return paise / 100;
}

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** Formats rupees the Indian way: ₹1,23,456 or ₹399.50. */
export function formatINR(rupees: number): string {
  return inr.format(rupees);
}
