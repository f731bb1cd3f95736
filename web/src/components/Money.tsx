// Money as the shopper reads it: US dollars with Intl ('$69.99'); the contract's amounts are USD.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const formatMoney = (amount: number): string => usd.format(amount);

export function Money({ amount }: { readonly amount: number }) {
  return <span className="money">{formatMoney(amount)}</span>;
}
