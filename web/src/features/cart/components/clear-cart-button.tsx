import { DialogTrigger } from 'react-aria-components';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { Icon } from '@web/components/ui/icon';
import { Modal } from '@web/components/ui/modal';
import styles from './clear-cart-button.module.css';

/** 'Clear cart', asking first: emptying a configured cart by accident costs the shopper real time. */
export function ClearCartButton({ count, onClear }: { count: number; onClear: () => void }) {
  return (
    <DialogTrigger>
      <Button variant="ghost" size="sm" className={styles.trigger}>
        <Icon name="close" size={16} />
        Clear cart
      </Button>
      <Modal width={440}>
        <Dialog title="Clear your cart?" role="alertdialog">
          {({ close }) => (
            <>
              <p className={styles.text}>
                This removes {count === 1 ? 'the item' : `all ${count} items`} from your cart, with the options you chose.
              </p>
              <div className={styles.actions}>
                <Button variant="outline" onPress={close}>
                  Keep my cart
                </Button>
                <Button
                  variant="primary"
                  onPress={() => {
                    close();
                    onClear();
                  }}
                >
                  Clear cart
                </Button>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
