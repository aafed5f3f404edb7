import type { Article } from '@securite/domain/shop/catalogue-schemas';
import { orderTotals } from '@securite/domain/shop/order-rules';
import { useState } from 'react';

export interface CartLine {
  article: Article;
  quantity: number;
}

/** The totals the server will compute: the lines, the highest delivery fees of the shipped articles, the VAT. */
export function cartTotals(lines: readonly CartLine[]) {
  const fees = Math.max(0, ...lines.filter((l) => l.article.needsShipping).map((l) => l.article.deliveryFeesCents));
  return orderTotals(
    lines.map((l) => ({ quantity: l.quantity, unitPriceCents: l.article.unitPriceCents })),
    fees,
  );
}

/** The cart of the shop page, kept in the page until ordered. */
export function useCart() {
  const [lines, setLines] = useState<CartLine[]>([]);
  const add = (article: Article, quantity = 1) =>
    setLines((current) => {
      const found = current.find((l) => l.article.id === article.id);
      if (found) return current.map((l) => (l === found ? { ...l, quantity: l.quantity + quantity } : l));
      return [...current, { article, quantity }];
    });
  const setQuantity = (articleId: string, quantity: number) =>
    setLines((current) =>
      quantity <= 0
        ? current.filter((l) => l.article.id !== articleId)
        : current.map((l) => (l.article.id === articleId ? { ...l, quantity } : l)),
    );
  return { lines, add, setQuantity, clear: () => setLines([]) };
}
