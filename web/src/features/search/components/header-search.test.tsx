import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type * as Router from '@tanstack/react-router';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { searchQueries } from '../api/search-queries';
import { searchParamsForNewText } from '../search-text';
import { HeaderSearch } from './header-search';

const navigate = vi.fn();
vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof Router>()),
  useNavigate: () => navigate,
}));

// The combobox's code arrives when the test opens the gate: what the shopper types meanwhile goes to
// the stand-in, and the count says whether the page asked for the code at all.
const combobox = vi.hoisted(() => {
  let open = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  return { loads: 0, gate, open: () => open() };
});
vi.mock('./header-search-combobox', async (importOriginal) => {
  combobox.loads += 1;
  await combobox.gate;
  return importOriginal();
});

const suggestions = [
  { name: 'Standard Business Cards', href: '/products/standard-business-cards' },
  { name: 'A6 Postcards', href: '/products/a6-postcards' },
];

function renderSearch() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(searchQueries.titles('card').queryKey, suggestions);
  render(
    <QueryClientProvider client={client}>
      <HeaderSearch />
    </QueryClientProvider>,
  );
  return screen.getByRole<HTMLInputElement>('combobox', { name: 'Search products' });
}

beforeEach(() => {
  // Nothing here may reach a network: any other text suggests nothing.
  vi.stubGlobal('fetch', async () => Response.json([]));
});
afterEach(() => {
  navigate.mockReset();
  vi.unstubAllGlobals();
});

// In this order: the module, once loaded, stays loaded for the file.
describe('HeaderSearch', () => {
  it('searches from the stand-in on Enter and with the Search button, without loading the combobox', async () => {
    const input = renderSearch();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('enterkeyhint', 'search');

    fireEvent.change(input, { target: { value: ' ( ) / ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(navigate).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: '(A5) flyers/leaflets' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(navigate).toHaveBeenCalledWith({ to: '/search/$term', params: { term: 'A5 flyersleaflets' }, search: searchParamsForNewText() });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(navigate).toHaveBeenCalledTimes(2);
    expect(combobox.loads).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input).toHaveValue('');
    // The clear button puts focus back in the box, which asks for the combobox (nothing else did).
    await waitFor(() => expect(combobox.loads).toBe(1));
  });

  it('hands text, focus and caret to the combobox when it arrives mid-typing, and it opens its list', async () => {
    const user = userEvent.setup({ delay: null });
    const standIn = renderSearch();
    await user.click(standIn);
    await user.keyboard('car');
    expect(standIn).toHaveValue('car');
    act(() => standIn.setSelectionRange(1, 2));

    await act(async () => {
      combobox.open();
      await combobox.gate;
    });
    // The first import of react-aria here takes seconds on a busy machine.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Search products' })).not.toBe(standIn), { timeout: 20_000 });
    const real = screen.getByRole<HTMLInputElement>('combobox', { name: 'Search products' });
    expect(real).toHaveValue('car');
    expect(real).toHaveFocus();
    expect([real.selectionStart, real.selectionEnd]).toEqual([1, 2]);
    // What was typed before the code came opens the list, as typing into the combobox does.
    expect(real).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();

    await user.keyboard('{End}d');
    expect(real).toHaveValue('card');
    expect(await screen.findByRole('option', { name: 'A6 Postcards' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith({ to: '/search/$term', params: { term: 'card' }, search: searchParamsForNewText() });
  }, 30_000);

  it('keeps the list shut when the text was searched for with Enter before the combobox took over', async () => {
    const standIn = renderSearch();
    act(() => {
      standIn.focus();
      fireEvent.change(standIn, { target: { value: 'card' } });
      fireEvent.keyDown(standIn, { key: 'Enter' });
    });
    expect(navigate).toHaveBeenCalledWith({ to: '/search/$term', params: { term: 'card' }, search: searchParamsForNewText() });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Search products' })).not.toBe(standIn));
    const real = screen.getByRole<HTMLInputElement>('combobox', { name: 'Search products' });
    expect(real).toHaveFocus();
    expect(real).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('passes on a key that lands on the stand-in after the combobox replaced it: its letter types, its Enter searches', async () => {
    const standIn = renderSearch();
    act(() => {
      standIn.focus();
      fireEvent.change(standIn, { target: { value: 'car' } });
    });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Search products' })).not.toBe(standIn));
    expect(standIn.isConnected).toBe(false);
    const real = screen.getByRole<HTMLInputElement>('combobox', { name: 'Search products' });

    // A letter on its way: the browser types it into the input that has left the page.
    act(() => {
      standIn.value = 'card';
      standIn.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(real).toHaveValue('card');
    act(() => {
      standIn.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });
    expect(navigate).toHaveBeenCalledWith({ to: '/search/$term', params: { term: 'card' }, search: searchParamsForNewText() });
  });
});
