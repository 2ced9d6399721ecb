/** GET /api/admin/account/customers?q=: whom an administrator may act as (up to 20). */
export interface AdminCustomerSearchResult {
  customers: AdminCustomer[];
}

export interface AdminCustomer {
  id: string;
  email: string;
  memberNumber: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
}

/** GET /api/admin/account/impersonation-actions?memberId=: what administrators did as that customer, newest first. */
export interface ImpersonationActionList {
  actions: ImpersonationAction[];
}

export interface ImpersonationAction {
  impersonatorId: string;
  impersonatorEmail: string | null;
  memberId: string;
  method: string;
  path: string;
  status: number;
  at: string;
}
