import { useQueries } from '@tanstack/react-query';
import type { OrderPolicyName } from '@bff/schemas/checkout';
import { Link } from '@web/components/ui/link';
import { Select } from '@web/components/ui/select';
import { formatPence } from '@web/lib/money';
import { CART_PATH } from '@web/features/cart/cart-paths';
import type { Cart, CartItem } from '@web/features/cart/cart-rules';
import { repriceLine } from '@web/features/cart/use-cart-quote';
import { catalogQueries, type DeliveryServiceView } from '@web/features/catalog/api/catalog-queries';
import type { CheckoutQuote } from '../api/checkout-queries';
import { lineServiceProblem } from '../unavailable-lines';
import styles from './line-delivery-services.module.css';

/** The product page a line was configured on, as the catalogue's two path segments. */
export function productPathOf(item: Pick<CartItem, 'href'>): [string, string] | null {
  const [first, second, ...rest] = (item.href ?? '').split('/').filter(Boolean);
  return first && second && rest.length === 0 ? [first, second] : null;
}

/** The services a shopper can switch a delivered line to: courier services, not collection. */
export function deliveryChoices(services: readonly DeliveryServiceView[], current: number | null): DeliveryServiceView[] {
  return services.filter((service) => !service.collection || service.id === current);
}

/**
 * Takes the shopper to the first delivery speed marked as the problem inside `container` (else, for a
 * line outside the same-day area with no speed to choose, to the choice of click and collect there): it
 * reads as a link in the sentence, and moves focus on this page.
 */
export function ChangeSpeedButton({ container }: { container: () => HTMLElement | null }) {
  const focusFix = () => {
    const within = container();
    const target = within?.querySelector<HTMLElement>('select[aria-invalid="true"]') ?? within?.querySelector<HTMLElement>('input[value="collection"]');
    target?.focus();
  };
  return (
    <button type="button" className={styles.fix} onClick={focusFix}>
      Change delivery speed
    </button>
  );
}

/** The way to put right lines that stop the order: their choices on this page (`container`), else the cart. */
export function UnavailableLinesFix({ fixedHere, container }: { fixedHere: boolean; container: () => HTMLElement | null }) {
  return fixedHere ? <ChangeSpeedButton container={container} /> : <Link to={CART_PATH}>Go to your cart</Link>;
}

const optionLabel = (service: DeliveryServiceView) =>
  `${service.title} (${service.price === 0 ? 'free' : `${formatPence(service.price)} ex. VAT`})`;

const HEADINGS: Record<OrderPolicyName, { title: string; intro: string }> = {
  delivery: { title: 'Delivery speed', intro: 'Need it sooner? Choose a faster service for any item; the totals update at once.' },
  // A line's service is also how soon it is printed, and its charge stays with the line: a collector
  // sees it and can change it here.
  collection: {
    title: 'How soon you need it',
    intro: 'Each item keeps the service chosen for it, which sets how soon it is printed. Choose another for any item; the totals update at once.',
  },
};

interface LineDeliveryServicesProps {
  cart: Cart;
  policy: OrderPolicyName;
  /** The latest quote: a line whose service cannot take it is marked at its choice, where it is put right. */
  quote: CheckoutQuote | undefined;
  /** Lines an order refusal named (by code, with its words), marked as well while the quote does not say so. */
  refused?: Readonly<Record<string, string>>;
}

/**
 * The lines that get a delivery service choice: those whose product (once loaded) offers several. A
 * line is put right at its choice only when it is one of these.
 */
export function useLineDeliveryChoices(cart: Cart) {
  const products = useQueries({
    queries: cart.items.map((item) => {
      const path = productPathOf(item) ?? ['', ''];
      return { ...catalogQueries.product(...path), enabled: productPathOf(item) !== null };
    }),
  });
  return cart.items
    .map((item, index) => ({ item, services: deliveryChoices(products[index]?.data?.configurator.deliveryServices ?? [], item.deliveryService?.id ?? null) }))
    .filter(({ services }) => services.length > 1);
}

/**
 * A delivery service choice for each line whose product offers several (the product page's choice,
 * changed here): the line in the cart changes, and the order is priced again.
 */
export function LineDeliveryServices({ cart, policy, quote, refused = {} }: LineDeliveryServicesProps) {
  const lines = useLineDeliveryChoices(cart);
  if (lines.length === 0) return null;

  return (
    <section className={styles.section} aria-labelledby="delivery-services-title">
      <h2 id="delivery-services-title" className={styles.title}>
        {HEADINGS[policy].title}
      </h2>
      <p className={styles.intro}>{HEADINGS[policy].intro}</p>
      <div className={styles.fields}>
        {lines.map(({ item, services }) => (
          <Select
            key={item.code}
            label={`Delivery service for ${item.productName}`}
            options={services.map((service) => ({ id: String(service.id), label: optionLabel(service) }))}
            value={item.deliveryService ? String(item.deliveryService.id) : null}
            errorMessage={lineServiceProblem(quote, item.code) ?? refused[item.code] ?? null}
            onChange={(id) => {
              const service = services.find((candidate) => String(candidate.id) === id);
              if (service && service.id !== item.deliveryService?.id) {
                repriceLine(item.code, { deliveryService: { id: service.id, title: service.title } });
              }
            }}
          />
        ))}
      </div>
    </section>
  );
}
