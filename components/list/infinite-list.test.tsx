// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { nextPageParam } from '@/lib/api/endpoints/paging';
import { renderWithIntl } from '@/lib/test/render-with-intl';
import { InfiniteList } from './infinite-list';

beforeAll(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(cleanup);

function List({ total, fetchPage }: { total: number; fetchPage: (page: number) => Promise<number[]> }) {
  const query = useInfiniteQuery({
    queryKey: ['numbers', total],
    queryFn: async ({ pageParam }) => ({ list: (await fetchPage(pageParam)).map((id) => ({ id })), total }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
  return <InfiniteList query={query} renderItem={({ id }) => <span>row {id}</span>} testId="numbers" />;
}

function renderList(total: number, fetchPage: (page: number) => Promise<number[]>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithIntl(
    <QueryClientProvider client={client}>
      <List total={total} fetchPage={fetchPage} />
    </QueryClientProvider>,
  );
}

describe('InfiniteList', () => {
  it('shows "No Data Available" for an empty list', async () => {
    renderList(0, () => Promise.resolve([]));
    expect((await screen.findByTestId('numbers-empty')).textContent).toBe('No Data Available');
  });

  it('marks each row for tests', async () => {
    renderList(2, () => Promise.resolve([1, 2]));
    expect(await screen.findAllByTestId('numbers-item')).toHaveLength(2);
  });

  it('after a failed page keeps the rows and offers "Load More" again', async () => {
    const fetchPage = vi.fn((page: number) =>
      page === 1 ? Promise.resolve([1, 2]) : Promise.reject(new Error('offline')),
    );
    renderList(3, fetchPage);
    fireEvent.click(await screen.findByText('Load More'));
    expect(await screen.findByText('Load More')).toBeTruthy();
    expect(screen.getAllByText(/^row /)).toHaveLength(2);
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('loads more on "Load More", keeps rows while loading, ends with "No More Data"', async () => {
    let release: (rows: number[]) => void = () => undefined;
    const fetchPage = vi.fn((page: number) =>
      page === 1 ? Promise.resolve([1, 2]) : new Promise<number[]>((resolve) => (release = resolve)),
    );
    renderList(3, fetchPage);
    fireEvent.click(await screen.findByText('Load More'));
    expect(await screen.findByText('Loading…')).toBeTruthy();
    expect(screen.getByText('row 1')).toBeTruthy();
    act(() => release([3]));
    await waitFor(() => expect(screen.getByText('No More Data')).toBeTruthy());
    expect(screen.getAllByText(/^row /)).toHaveLength(3);
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });
});
