import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderStatusCells, OrderStatusHeads } from './order-status-cells';

const LABELS = { status: 'Order status', payment: 'Payment status' };

function renderTable(styles: CSSModuleClasses = {}) {
  render(
    <table>
      <thead>
        <tr>
          <OrderStatusHeads labels={LABELS} />
        </tr>
      </thead>
      <tbody>
        <tr>
          <OrderStatusCells status="Delivered" paymentStatus="Unpaid" total={123456} styles={styles} labels={LABELS} />
        </tr>
      </tbody>
    </table>,
  );
  return screen.getAllByRole('cell');
}

describe('OrderStatusCells', () => {
  it('shows the statuses as badges named by their columns, then the total in pounds', () => {
    const [status, payment, total] = renderTable();
    expect(screen.getAllByRole('columnheader').map((head) => head.textContent)).toEqual(['Order status', 'Payment status', 'Total']);
    expect(status).toHaveTextContent('Delivered');
    expect(status).toHaveAttribute('data-label', 'Order status');
    expect(payment).toHaveTextContent('Unpaid');
    expect(payment).toHaveAttribute('data-label', 'Payment status');
    expect(total).toHaveTextContent('£1,234.56');
    expect(total).toHaveAttribute('data-label', 'Total');
  });

  it("takes the table's own classes for placing the cells", () => {
    const [status, payment, total] = renderTable({ status: 'my-status', payment: 'my-payment', total: 'my-total' });
    expect(status).toHaveClass('my-status');
    expect(payment).toHaveClass('my-payment');
    expect(total).toHaveClass('my-total');
  });
});
