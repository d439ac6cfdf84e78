import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import type { components } from '@bff/generated/upstream';
import { poundsToPence } from '@bff/lib/money';
import { invoiceNumberText } from '@bff/shared/invoice-number';
import { SHOP_TIME_ZONE, accountDiscountLabel } from '@bff/shared/shop';
import type {
  AccountType,
  CollectionPoint,
  DateView,
  InvoiceAddress,
  InvoiceView,
  OrderStatusLabel,
  OrderSummaryView,
  TrackedOrderView,
} from '@bff/view-models';

type Schemas = components['schemas'];

const LONDON = tz(SHOP_TIME_ZONE);

/**
 * 'dd.MM.yyyy, h:mm:ss'. A 12-hour clock without am/pm cannot tell 9 in the morning from 9 at
 * night on an invoice, so the marker is added.
 */
export const INVOICE_DATE_FORMAT = 'dd.MM.yyyy h:mm:ss aaa';
/** Order tracking's date. */
export const TRACKING_DATE_FORMAT = 'dd/MM/yyyy';

export function londonDate(iso: string, pattern: string): string {
  return format(iso, pattern, { in: LONDON });
}

function dateView(iso: string): DateView {
  return { iso, text: londonDate(iso, INVOICE_DATE_FORMAT) };
}

const STATUS_LABELS: Partial<Record<number, OrderStatusLabel>> = { 0: 'Pending', 2: 'Denied', 3: 'Delivered' };

/** 0 Pending, 3 Delivered, 2 Denied; every other code shows '--'. */
export function statusLabel(status: number): OrderStatusLabel {
  return STATUS_LABELS[status] ?? '--';
}

const paymentStatusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

const ORDER_TYPES = { 0: 'web', 1: 'phone', 2: 'custom' } as const;

/** '20.00' -> 20; rates are shown, never computed with, so a float is fine here. */
const percentValue = (percent: string) => Number(percent);

export function toOrderSummary(order: Schemas['OrderSummary']): OrderSummaryView {
  return {
    invoiceNo: invoiceNumberText(order.invoice_no),
    invoiceNumber: order.invoice_no,
    orderType: ORDER_TYPES[order.order_type],
    status: { code: order.status, label: statusLabel(order.status) },
    paymentStatus: paymentStatusLabel(order.payment_status),
    paymentMethod: order.payment_method,
    total: poundsToPence(order.total),
    createdAt: dateView(order.created_at),
  };
}

function shippingAddress(invoice: Schemas['Invoice']): InvoiceAddress | null {
  // Click and collect has nothing to deliver; older orders may lack a separate delivery address.
  if (invoice.order_policy === 1 || !invoice.ship_address) return null;
  return {
    firstName: invoice.ship_first_name ?? '',
    lastName: invoice.ship_last_name ?? '',
    address: invoice.ship_address,
    city: invoice.ship_city ?? '',
    postcode: invoice.ship_postcode ?? '',
  };
}

export function toCollectionPoint(info: Schemas['CollectionInfo']): CollectionPoint {
  return { name: info.name, address: info.address, city: info.city, postcode: info.post_code, country: info.country };
}

/**
 * The upstream invoice reshaped for the invoice modal: integer pence, London dates, camelCase. The
 * account discount is named for `accountType`, the account reading it (null: tracked without one).
 */
export function toInvoiceView(invoice: Schemas['Invoice'], accountType: AccountType | null): InvoiceView {
  const collection = invoice.collection_info;
  return {
    ...toOrderSummary(invoice),
    orderPolicy: invoice.order_policy === 1 ? 'collection' : 'delivery',
    email: invoice.email,
    billing: {
      firstName: invoice.bill_first_name,
      lastName: invoice.bill_last_name,
      address: invoice.bill_address,
      city: invoice.bill_city,
      postcode: invoice.bill_postcode,
    },
    shipping: shippingAddress(invoice),
    collection: collection ? toCollectionPoint(collection) : null,
    lines: invoice.order_detail.map((line) => ({
      name: line.variation.name,
      attributes: line.json_data.attributes.map(({ key, value }) => ({ key, value })),
      sizes: line.json_data.size.map(({ name, quantity }) => ({ name, quantity })),
      locations: [...line.json_data.locations],
      colour: line.json_data.color?.name ?? null,
      deliveryService: line.delivery_service?.title ?? null,
      comment: line.comment,
      quantity: line.quantity,
      unitPrice: poundsToPence(line.unit_price),
      netPrice: poundsToPence(line.net_price),
      vatPercent: percentValue(line.vat_percent),
      vatAmount: poundsToPence(line.vat_amount),
      awaitingArtwork: line.awaiting_artwork ?? false,
    })),
    customLines: (invoice.invoice_json ?? []).map((line) => ({
      title: line.title,
      details: line.details,
      deliveryNote: line.delivery_note,
      quantity: line.quantity,
      unitPrice: poundsToPence(line.unit_price),
      netPrice: poundsToPence(line.net_price),
      vatPercent: percentValue(line.vat_percent),
      vatAmount: poundsToPence(line.vat_amount),
    })),
    subTotal: poundsToPence(invoice.sub_total),
    accountDiscount: poundsToPence(invoice.account_discount),
    accountDiscountPercent: percentValue(invoice.account_discount_percent),
    accountDiscountLabel: accountDiscountLabel(accountType, percentValue(invoice.account_discount_percent)),
    couponCode: invoice.coupon_code ?? null,
    couponDiscount: poundsToPence(invoice.coupon_discount),
    couponDiscountPercent: percentValue(invoice.coupon_discount_percent),
    shippingCost: poundsToPence(invoice.shipment_cost),
    extraPrice: poundsToPence(invoice.extra_price),
    vatPercent: percentValue(invoice.vat_percent),
    vatAmount: poundsToPence(invoice.vat_amount),
  };
}

/** The tracking page's result row. */
export function toTrackedOrder(order: Schemas['OrderSummary']): TrackedOrderView {
  return {
    invoiceNo: invoiceNumberText(order.invoice_no),
    total: poundsToPence(order.total),
    paymentMethod: order.payment_method,
    status: statusLabel(order.status),
    paymentStatus: paymentStatusLabel(order.payment_status),
    date: londonDate(order.created_at, TRACKING_DATE_FORMAT),
  };
}
