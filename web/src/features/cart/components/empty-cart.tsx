import { Icon } from '@web/components/ui/icon';
import { Link } from '@web/components/ui/link';
import { LinkButton } from '@web/components/ui/link-button';
import { EMPTY_CART_MESSAGE } from '@bff/shared/messages';
import type { CategoryLink } from '../api/cart-queries';
import { CheckoutLink } from './checkout-link';
import styles from './empty-cart.module.css';

/** The empty cart: the spec's message, checkout disabled, and somewhere to start. */
export function EmptyCart({ categories }: { categories: readonly CategoryLink[] }) {
  return (
    <div className={styles.empty}>
      <Icon name="cart" size={48} className={styles.icon} />
      <h2 id="empty-cart-message" className={styles.title}>
        {EMPTY_CART_MESSAGE}
      </h2>
      <p className={styles.text}>Business cards, banners, T-shirts and more, printed in London and ready today.</p>
      <LinkButton to="/" size="lg">
        Start shopping
        <Icon name="arrow-right" size={18} />
      </LinkButton>
      {categories.length > 0 && (
        <nav aria-labelledby="empty-cart-categories" className={styles.categories}>
          <h3 id="empty-cart-categories" className={styles.categoriesTitle}>
            Popular categories
          </h3>
          <ul className={styles.chips}>
            {categories.map((category) => (
              <li key={category.slug}>
                <Link to="/$slug" params={{ slug: category.slug }} variant="plain" className={styles.chip}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className={styles.checkout}>
        <CheckoutLink blockedBy={EMPTY_CART_MESSAGE} reasonId="empty-cart-message" />
      </div>
    </div>
  );
}
