const RUPEES = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** Whole rupees as the consultancy writes them: 4956 → '₹4,956', 125000 → '₹1,25,000'. */
export const formatRupees = (amount: number) => RUPEES.format(amount);
