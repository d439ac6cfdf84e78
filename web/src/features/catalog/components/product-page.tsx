import { memo, useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { ColourView, PriceView, ProductView } from '../api/catalog-queries';
import { Container } from '@web/components/ui/container';
import { Icon } from '@web/components/ui/icon';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatPence } from '@web/lib/money';
import { notify } from '@web/lib/toast';
import { CART_PATH } from '@web/features/cart/cart-paths';
import type { CartItem } from '@web/features/cart/cart-rules';
import { cartActions } from '@web/features/cart/cart-store';
import { cartLineFrom } from '../cart-line';
import { formatCount } from '../format';
import { totalQuantity, type Selection } from '../selection';
import { useConfigurator } from '../use-configurator';
import { Breadcrumbs } from '@web/components/ui/breadcrumbs';
import { EditingLineNotice } from './editing-line-notice';
import { ConfiguratorSteps } from './configurator-steps';
import { DeliveryPromise } from './delivery-promise';
import { MobilePriceBar } from './mobile-price-bar';
import { PricePanel } from './price-panel';
import { ProductGallery } from './product-gallery';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { Section } from './section';
import { VariationLinks } from './variation-links';
import prose from '@web/components/ui/prose.module.css';
import styles from './product-page.module.css';

/** A cart line's code: unique in this browser's cart, no personal data. */
const newLineCode = (variationId: number) =>
  `${variationId}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * A second press on the same selection this soon after it went into the cart is the same press (a
 * double tap on a phone), not an order for twice as many.
 */
const DOUBLE_PRESS_MS = 1000;

interface ProductPageProps {
  product: ProductView;
  /** The cart line this page changes: it opens on the line, and Update item puts it back in its place. */
  editing?: CartItem;
}

/**
 * The product page: gallery and introduction, the configurator beside a sticky live price (a bar
 * at the bottom on phones), then the description, similar products and accessories.
 */
export function ProductPage({ product, editing }: ProductPageProps) {
  const navigate = useNavigate();
  const configurator = useConfigurator(product, editing);
  const { selection, price, isUpdating, problem, priceError } = configurator;
  const model = product.configurator;
  const colour = model.colours.find((candidate) => candidate.id === selection.colourId);
  const serviceIndex = model.deliveryServices.findIndex((service) => service.id === selection.deliveryServiceId);
  const service = model.deliveryServices[serviceIndex];
  const panelRef = useRef<HTMLElement>(null);
  const canAdd = !problem && !priceError;

  const [isAdding, setIsAdding] = useState(false);
  const actionLabel = editing ? 'Update item' : 'Add to cart';

  const lastAdded = useRef<{ selection: Selection; at: number } | null>(null);

  function addLine(chosen: Selection, priced: PriceView) {
    const now = performance.now();
    if (lastAdded.current?.selection === chosen && now - lastAdded.current.at < DOUBLE_PRESS_MS) return;
    lastAdded.current = { selection: chosen, at: now };
    cartActions.add(cartLineFrom(product, chosen, priced, newLineCode(product.variationId)));
    notify.success('Added to your cart', {
      description: `${formatCount(totalQuantity(model.quantity, chosen))} × ${product.name}`,
      action: { label: 'View cart', onClick: () => void navigate({ href: CART_PATH }) },
    });
  }

  // The line changes in one step, in its place and under its code, only once the new selection is
  // priced: a failed price leaves the cart as it was.
  function updateLine(line: CartItem, chosen: Selection, priced: PriceView) {
    cartActions.replace(line.code, cartLineFrom(product, chosen, priced, line.code));
    notify.success('Updated in your cart', { description: `${formatCount(totalQuantity(model.quantity, chosen))} × ${product.name}` });
    void navigate({ href: CART_PATH });
  }

  const putInCart = (chosen: Selection, priced: PriceView) => (editing ? updateLine(editing, chosen, priced) : addLine(chosen, priced));

  // A press while the price is being updated puts the pressed selection in the cart once its price
  // lands: typing a quantity and clicking the button commits the quantity as the button is pressed, so
  // that press always comes mid-update.
  async function addToCart() {
    if (!canAdd) return;
    if (price && !isUpdating) return putInCart(selection, price);
    const pressed = selection;
    setIsAdding(true);
    try {
      putInCart(pressed, await configurator.priceOf(pressed));
    } catch {
      // The panel shows why the selection could not be priced; the cart stays as it was.
    } finally {
      setIsAdding(false);
    }
  }

  return (
    <Container className={styles.page}>
      <ProductBreadcrumbs trail={product.breadcrumbs} />
      {editing && <EditingLineNotice line={editing} />}
      <div className={styles.layout}>
        <ProductHero product={product} colour={colour} />

        <ConfiguratorSteps model={model} configurator={configurator} className={styles.configurator} />

        <div className={styles.aside}>
          <PricePanel
            ref={panelRef}
            price={price}
            isUpdating={isUpdating}
            isAdding={isAdding}
            problem={problem}
            error={priceError}
            onRetry={configurator.retryPrice}
            deliveryTitle={service?.title}
            actionLabel={actionLabel}
            onAddToCart={addToCart}
            promise={<DeliveryPromise service={service} estimate={configurator.estimates[serviceIndex]} sameDayPrinting={product.isSameDay} />}
          />
        </div>
      </div>

      <ProductStory product={product} />

      <MobilePriceBar
        price={price}
        isUpdating={isUpdating}
        isAdding={isAdding}
        problem={problem ?? priceError?.message ?? null}
        panel={panelRef}
        actionLabel={actionLabel}
        onAddToCart={addToCart}
      />
    </Container>
  );
}

// The parts of the page no choice in the configurator changes are memoised: a change of paper or
// quantity re-renders the configurator and the price, not the gallery, the description or the
// product cards (each a link, costly to render on a slow phone).
const ProductBreadcrumbs = memo(Breadcrumbs);

/** The gallery, in the chosen colour where it has a picture, and the product's introduction. */
const ProductHero = memo(function ProductHero({ product, colour }: { product: ProductView; colour: ColourView | undefined }) {
  return (
    <div className={styles.hero}>
      <ProductGallery
        key={colour?.image?.src ?? 'default'}
        images={product.images}
        featured={colour?.image && { ...colour.image, alt: `${product.name} in ${colour.name}` }}
      />
      <div className={styles.intro}>
        {product.isSameDay && (
          <p className={styles.badge}>
            <Icon name="bolt" size={16} />
            Same-day printing
          </p>
        )}
        <h1 className={styles.title}>{product.name}</h1>
        <p className={styles.short}>{product.shortDescription}</p>
        <p className={styles.from}>
          From <strong>{formatPence(product.fromPrice)}</strong>{' '}
          <span className={styles.vat}>inc. VAT{product.fromPriceNote && `, ${product.fromPriceNote}`}</span>
        </p>
        {product.variations.length > 1 && <VariationLinks variations={product.variations} currentId={product.variationId} />}
      </div>
    </div>
  );
});

/** The description, similar products and accessories under the configurator. */
const ProductStory = memo(function ProductStory({ product }: { product: ProductView }) {
  return (
    <>
      {product.description && (
        <Section title="About this product" className={styles.about}>
          {/* Trusted CMS HTML: the BFF sanitises it with an allowlist before it reaches the browser. */}
          <div className={prose.prose} dangerouslySetInnerHTML={{ __html: product.description }} />
        </Section>
      )}
      {product.similar.length > 0 && (
        <Section title="Similar products" lead="Other ways to print the same idea.">
          <ProductGrid products={product.similar} columns={3} />
        </Section>
      )}
      {product.accessories.length > 0 && (
        <Section title="Goes well with" lead="Accessories our customers add to this order.">
          <ProductGrid products={product.accessories} />
        </Section>
      )}
    </>
  );
});

/** The page's final boxes while the product loads. */
export function ProductPageSkeleton() {
  return (
    <Container className={styles.page} aria-busy="true">
      <div className={styles.crumbSkeleton} />
      <div className={styles.layout}>
        <div className={styles.hero} aria-hidden="true">
          <Skeleton shape="block" height="auto" className={styles.gallerySkeleton} />
          <div className={styles.intro}>
            <Skeleton width="80%" height="2.2rem" />
            <Skeleton height="1.2em" />
            <Skeleton width="70%" height="1.2em" />
            <Skeleton width="40%" height="1.8em" />
          </div>
        </div>
        <div className={styles.configurator} aria-hidden="true">
          <Skeleton shape="block" height={220} />
          <Skeleton shape="block" height={160} />
        </div>
        <div className={styles.aside} aria-hidden="true">
          <Skeleton shape="block" height={360} />
        </div>
      </div>
      <ProductGridSkeleton count={3} columns={3} />
    </Container>
  );
}
