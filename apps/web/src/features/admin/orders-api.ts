// The admin console's requests and orders (issue 12): every request and order a page at a time, and
// one request as its page reads it, one order with its ledger entries and timeline. Read only.
import type { AdminOrderDetail, AdminOrderList, AdminRequestDetail, AdminRequestList, OrderStatus, RequestStatus, RequestType } from '@dcm/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http.ts';

export const ADMIN_REQUEST_PAGE_SIZE = 20;
export const ADMIN_ORDER_PAGE_SIZE = 20;

export interface AdminRequestFilters {
  q?: string;
  status?: RequestStatus;
  type?: RequestType;
  page: number;
}

export interface AdminOrderFilters {
  q?: string;
  status?: OrderStatus;
  page: number;
}

export const adminOrderKeys = {
  requests: (filters: AdminRequestFilters) => ['admin', 'requests', filters] as const,
  request: (id: string) => ['admin', 'request', id] as const,
  orders: (filters: AdminOrderFilters) => ['admin', 'orders', filters] as const,
  order: (id: string) => ['admin', 'order', id] as const,
};

export function useAdminRequests(filters: AdminRequestFilters) {
  return useQuery({
    queryKey: adminOrderKeys.requests(filters),
    queryFn: async () => (await http.get<AdminRequestList>('/api/v1/admin/requests', { params: { ...filters, size: ADMIN_REQUEST_PAGE_SIZE } })).data,
    placeholderData: keepPreviousData,
  });
}

export function useAdminRequest(id: string) {
  return useQuery({
    queryKey: adminOrderKeys.request(id),
    queryFn: async () => (await http.get<AdminRequestDetail>(`/api/v1/admin/requests/${encodeURIComponent(id)}`)).data,
    retry: false,
  });
}

export function useAdminOrders(filters: AdminOrderFilters) {
  return useQuery({
    queryKey: adminOrderKeys.orders(filters),
    queryFn: async () => (await http.get<AdminOrderList>('/api/v1/admin/orders', { params: { ...filters, size: ADMIN_ORDER_PAGE_SIZE } })).data,
    placeholderData: keepPreviousData,
  });
}

export function useAdminOrder(id: string) {
  return useQuery({
    queryKey: adminOrderKeys.order(id),
    queryFn: async () => (await http.get<AdminOrderDetail>(`/api/v1/admin/orders/${encodeURIComponent(id)}`)).data,
    retry: false,
  });
}
