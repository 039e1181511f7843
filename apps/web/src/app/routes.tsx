// Every route of SPEC §2 in one table. Pages that later issues build show <ComingSoon>, named by
// the module that will own them, so `data-testid="coming-soon"` lists what is still to build.
import { type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
// Each page's chunk: a tab left open across a deploy reloads into the new build (decision 0027).
import { lazyWithReload as lazy } from '../lib/lazy-with-reload.ts';
import { ComingSoon, type PreparedModule } from '../components/ComingSoon.tsx';
import { AppShell } from './AppShell.tsx';
import { RequireAdmin } from './RequireAdmin.tsx';
import { RequireMember } from './RequireMember.tsx';
import { EmptyLayout } from './layouts/EmptyLayout.tsx';
import { MainLayout } from './layouts/MainLayout.tsx';

const MainPage = lazy(() => import('../features/home/pages/MainPage.tsx'));
const LoginPage = lazy(() => import('../features/auth/pages/LoginPage.tsx'));
const JoinEndPage = lazy(() => import('../features/auth/pages/JoinEndPage.tsx'));
const NotFoundPage = lazy(() => import('../features/system/pages/NotFoundPage.tsx'));
import ServerErrorPage from '../features/system/pages/ServerErrorPage.tsx';
const MaintenancePage = lazy(() => import('../features/system/pages/MaintenancePage.tsx'));
const JoinChooserPage = lazy(() => import('../features/members/pages/JoinChooserPage.tsx'));
const JoinPage = lazy(() => import('../features/members/pages/JoinPage.tsx'));
const FindIdPage = lazy(() => import('../features/auth/pages/FindIdPage.tsx'));
const FindPasswordPage = lazy(() => import('../features/auth/pages/FindPasswordPage.tsx'));
const AdminMembersPage = lazy(() => import('../features/admin/pages/AdminMembersPage.tsx'));
const AdminSettlementPage = lazy(() => import('../features/admin/pages/AdminSettlementPage.tsx'));
const AdminReportsPage = lazy(() => import('../features/admin/pages/AdminReportsPage.tsx'));
const AdminWithdrawalsPage = lazy(() => import('../features/admin/pages/AdminWithdrawalsPage.tsx'));
// The admin console (issue 12): its frame with the navigation, home, content editors, inquiries, audit.
const AdminConsoleLayout = lazy(() => import('../features/admin/content/components/AdminConsoleLayout.tsx'));
const AdminDashboardPage = lazy(() => import('../features/admin/pages/AdminDashboardPage.tsx'));
const AdminInquiriesPage = lazy(() => import('../features/admin/pages/AdminInquiriesPage.tsx'));
const AdminAuditPage = lazy(() => import('../features/admin/pages/AdminAuditPage.tsx'));
const AdminRequestsPage = lazy(() => import('../features/admin/pages/AdminRequestsPage.tsx'));
const AdminOrdersPage = lazy(() => import('../features/admin/pages/AdminOrdersPage.tsx'));
const AdminRequestDetailPage = lazy(() => import('../features/admin/pages/AdminRequestDetailPage.tsx'));
const AdminOrderDetailPage = lazy(() => import('../features/admin/pages/AdminOrderDetailPage.tsx'));
const AdminNoticesPage = lazy(() => import('../features/admin/content/pages/AdminNoticesPage.tsx'));
const AdminFaqPage = lazy(() => import('../features/admin/content/pages/AdminFaqPage.tsx'));
const AdminPartnersPage = lazy(() => import('../features/admin/content/pages/AdminPartnersPage.tsx'));
const AdminDocumentsPage = lazy(() => import('../features/admin/content/pages/AdminDocumentsPage.tsx'));
// The code tables and the holiday table (issue 12).
const AdminCodesPage = lazy(() => import('../features/admin/pages/AdminCodesPage.tsx'));
const AdminHolidaysPage = lazy(() => import('../features/admin/pages/AdminHolidaysPage.tsx'));
// Inquiries and re-requests (issue 12).
const InquireHubPage = lazy(() => import('../features/inquiries/pages/InquireHubPage.tsx'));
const InquiryWritePage = lazy(() => import('../features/inquiries/pages/InquiryWritePage.tsx'));
const MyInquiriesPage = lazy(() => import('../features/inquiries/pages/MyInquiriesPage.tsx'));
const MyInquiryPage = lazy(() => import('../features/inquiries/pages/MyInquiryPage.tsx'));
const ReRequestWritePage = lazy(() => import('../features/inquiries/pages/ReRequestWritePage.tsx'));
const ReRequestViewPage = lazy(() => import('../features/inquiries/pages/ReRequestViewPage.tsx'));
const ReRequestAddPage = lazy(() => import('../features/inquiries/pages/ReRequestAddPage.tsx'));
const MileageHistoryPage = lazy(() => import('../features/mileage/pages/MileageHistoryPage.tsx'));
const MileageChargePage = lazy(() => import('../features/mileage/pages/MileageChargePage.tsx'));
const CardInfoPage = lazy(() => import('../features/mileage/pages/CardInfoPage.tsx'));
const MileageOfficePage = lazy(() => import('../features/mileage/pages/MileageOfficePage.tsx'));
const PaymentPreviewPage = lazy(() => import('../features/mileage/pages/PaymentPreviewPage.tsx'));
const ContractPage = lazy(() => import('../features/orders/pages/ContractPage.tsx'));
const TransactionsPage = lazy(() => import('../features/orders/pages/TransactionsPage.tsx'));
const ReceivePage = lazy(() => import('../features/orders/pages/ReceivePage.tsx'));
const DesignerOrderPage = lazy(() => import('../features/orders/pages/DesignerOrderPage.tsx'));
const CadUploadPage = lazy(() => import('../features/orders/pages/CadUploadPage.tsx'));
const CadReceivePage = lazy(() => import('../features/orders/pages/CadReceivePage.tsx'));
const SurchargeRequestPage = lazy(() => import('../features/orders/pages/SurchargeRequestPage.tsx'));
const SurchargeViewPage = lazy(() => import('../features/orders/pages/SurchargeViewPage.tsx'));
const SurchargePayPage = lazy(() => import('../features/orders/pages/SurchargePayPage.tsx'));
const OrderReviewPage = lazy(() => import('../features/reviews/pages/OrderReviewPage.tsx'));
const DesignerReviewsPage = lazy(() => import('../features/reviews/pages/DesignerReviewsPage.tsx'));
const MyReviewsPage = lazy(() => import('../features/reviews/pages/MyReviewsPage.tsx'));
const TimelinePage = lazy(() => import('../features/orders/pages/TimelinePage.tsx'));
const EstimatePage = lazy(() => import('../features/orders/pages/EstimatePage.tsx'));
const ReworkRequestPage = lazy(() => import('../features/orders/pages/ReworkRequestPage.tsx'));
const ReworkViewPage = lazy(() => import('../features/orders/pages/ReworkViewPage.tsx'));
const ComponentGalleryPage = lazy(() => import('../features/system/pages/ComponentGalleryPage.tsx'));
const RequestRoute = lazy(() => import('./RequestRoute.tsx'));
const RequestWritePage = lazy(() => import('../features/requests/pages/RequestWritePage.tsx'));
const DesignerChoicePage = lazy(() => import('../features/requests/pages/DesignerChoicePage.tsx'));
const RequestEndPage = lazy(() => import('../features/requests/pages/RequestEndPage.tsx'));
const RequestViewPage = lazy(() => import('../features/requests/pages/RequestViewPage.tsx'));
const QuotationFormPage = lazy(() => import('../features/quotations/pages/QuotationFormPage.tsx'));
const QuotationComparePage = lazy(() => import('../features/quotations/pages/QuotationComparePage.tsx'));
const MyQuotationsPage = lazy(() => import('../features/quotations/pages/MyQuotationsPage.tsx'));
const RequestTipPage = lazy(() => import('../features/referrals/pages/RequestTipPage.tsx'));
const DetailModePage = lazy(() => import('../features/referrals/pages/DetailModePage.tsx'));
const EasyModePage = lazy(() => import('../features/referrals/pages/EasyModePage.tsx'));
const ReviewPage = lazy(() => import('../features/referrals/pages/ReviewPage.tsx'));
const AddPage = lazy(() => import('../features/referrals/pages/AddPage.tsx'));
const ItemTypePage = lazy(() => import('../features/referrals/pages/ItemTypePage.tsx'));
const NumValuePage = lazy(() => import('../features/referrals/pages/NumValuePage.tsx'));
const OftenValuesPage = lazy(() => import('../features/referrals/pages/OftenValuesPage.tsx'));
const CartPage = lazy(() => import('../features/referrals/pages/CartPage.tsx'));
const ReferralDocPage = lazy(() => import('../features/referrals/pages/ReferralDocPage.tsx'));
const GroupDocPage = lazy(() => import('../features/referrals/pages/GroupDocPage.tsx'));
// three.js comes with this page only: the home page and the rest never load it.
const StudioPage = lazy(() => import('../features/viewer/pages/StudioPage.tsx'));
const CommsPage = lazy(() => import('../features/viewer/pages/CommsPage.tsx'));
const ProfileModifyPage = lazy(() => import('../features/profiles/pages/ProfileModifyPage.tsx'));
const DesignerProfilePage = lazy(() => import('../features/profiles/pages/DesignerProfilePage.tsx'));
const LabProfilePage = lazy(() => import('../features/profiles/pages/LabProfilePage.tsx'));
const MyPublicProfilePage = lazy(() => import('../features/profiles/pages/MyPublicProfilePage.tsx'));
const DesignerSearchPage = lazy(() => import('../features/discovery/pages/DesignerSearchPage.tsx'));
const LabSearchPage = lazy(() => import('../features/discovery/pages/LabSearchPage.tsx'));
const FavouritesPage = lazy(() => import('../features/relations/pages/FavouritesPage.tsx'));
const BlockedPage = lazy(() => import('../features/relations/pages/BlockedPage.tsx'));
const MyPage = lazy(() => import('../features/mypage/pages/MyPage.tsx'));
const MyModifyPage = lazy(() => import('../features/mypage/pages/MyModifyPage.tsx'));
const NotificationsPage = lazy(() => import('../features/mypage/pages/NotificationsPage.tsx'));
const ChatListPage = lazy(() => import('../features/chat/pages/ChatListPage.tsx'));
const ChatRoomPage = lazy(() => import('../features/chat/pages/ChatRoomPage.tsx'));
const ChatEntryPage = lazy(() => import('../features/chat/pages/ChatEntryPage.tsx'));
const NotificationsListPage = lazy(() => import('../features/notifications/pages/NotificationsListPage.tsx'));
const QuickBoardPage = lazy(() => import('../features/quick/designer/pages/QuickBoardPage.tsx'));
const QuickDetailPage = lazy(() => import('../features/quick/designer/pages/QuickDetailPage.tsx'));
const QuickCadUploadPage = lazy(() => import('../features/quick/designer/pages/QuickCadUploadPage.tsx'));
const QuickDesignerTransactionsPage = lazy(() => import('../features/quick/designer/pages/QuickDesignerTransactionsPage.tsx'));
const QuickSettlementRequestPage = lazy(() => import('../features/quick/designer/pages/QuickSettlementRequestPage.tsx'));
const AdminQuickTermsPage = lazy(() => import('../features/quick/admin/pages/AdminQuickTermsPage.tsx'));
const QuickClientPage = lazy(() => import('../features/quick/pages/QuickClientPage.tsx'));
const QuickRequestFormPage = lazy(() => import('../features/quick/pages/QuickRequestFormPage.tsx'));
const QuickCadReceivePage = lazy(() => import('../features/quick/pages/QuickCadReceivePage.tsx'));
const QuickRemakeRequestPage = lazy(() => import('../features/quick/pages/QuickRemakeRequestPage.tsx'));
const QuickReviewPage = lazy(() => import('../features/quick/pages/QuickReviewPage.tsx'));
const QuickClientTransactionsPage = lazy(() => import('../features/quick/pages/QuickClientTransactionsPage.tsx'));
const FaqPage = lazy(() => import('../features/content/pages/FaqPage.tsx'));
const NoticePage = lazy(() => import('../features/content/pages/NoticePage.tsx'));
const HelpPage = lazy(() => import('../features/content/pages/HelpPage.tsx'));
const ServicePage = lazy(() => import('../features/content/pages/ServicePage.tsx'));
const ServiceIntroPage = lazy(() => import('../features/content/pages/ServiceIntroPage.tsx'));
const AdsPage = lazy(() => import('../features/content/pages/AdsPage.tsx'));

const soon = (module: PreparedModule) => <ComingSoon module={module} />;
const guard = (element: ReactNode) => <RequireMember>{element}</RequireMember>;

/** [path, module] pairs for pages still to build; the module names the issue that builds them. */
const publicPrepared: Array<[string, PreparedModule]> = [];

/**
 * The payment screens (issue 12): the member's own, or a labelled sample signed out or in test mode.
 * Matched case-sensitively: /paymentpub is public and /paymentPub (SPEC §2's payment group) protected.
 */
const paymentPreviewRoutes: Array<[string, ReactNode]> = [
  ['/paymentpub', <PaymentPreviewPage />],
  ['/paymentView', <PaymentPreviewPage view="charges" />],
];

/** Inquiries and re-requests (issue 12): public in SPEC §2; signed out, each page asks to sign in. */
const inquiryRoutes: Array<[string, ReactNode]> = [
  ['/inquire', <InquireHubPage />],
  ['/inquireWrite', <InquiryWritePage />],
  ['/inquireDetailWrite', <InquiryWritePage detailed />],
  ['/myInquire', <MyInquiriesPage />],
  ['/myInquire2', <MyInquiryPage />],
  ['/reRequestWrite', <ReRequestWritePage />],
  ['/reRequestView', <ReRequestViewPage />],
  ['/ReRequesReqAdd', <ReRequestAddPage />],
];

const protectedPrepared: Array<[string, PreparedModule]> = [];

const referralRoutes: Array<[string, ReactNode]> = [
  ['/request', <RequestRoute />],
  ['/request/requestTip', <RequestTipPage />],
  ['/request/detailmode', <DetailModePage />],
  ['/request/easymode', <EasyModePage />],
  ['/request/detailview', <ReviewPage mode="detail" />],
  ['/request/easyview', <ReviewPage mode="simple" />],
  ['/request/add', <AddPage />],
  ['/request/itemType', <ItemTypePage />],
  ['/request/numvalue', <NumValuePage />],
  ['/request/oftenDt', <OftenValuesPage />],
  ['/request/basket', <CartPage />],
  ['/request/tempSaved', <CartPage initialGroup="draft" />],
  ['/request/view/doc/:id', <ReferralDocPage />],
  ['/request/group/doc/:id', <GroupDocPage />],
];

/** Requests and quotations (issue 5). */
const requestRoutes: Array<[string, ReactNode]> = [
  ['/request/public/write', <RequestWritePage type="public" />],
  ['/request/target/write', <RequestWritePage type="designated" />],
  ['/request/designerChoice', <DesignerChoicePage />],
  ['/request/end', <RequestEndPage />],
  ['/request/view/:id', <RequestViewPage />],
  ['/request/estimated', <QuotationFormPage />],
  ['/request/estimated/view/:id', <QuotationComparePage />],
  ['/estimate', <MyQuotationsPage />],
];

/** Mileage: charging, cards, history with refunds, settlements (issue 6). Each needs a signed-in member. */
const mileageRoutes: Array<[string, ReactNode]> = [
  ['/mileage', <MileageHistoryPage />],
  ['/mypage/payment', <MileageHistoryPage place="payment" />],
  ['/mileageCharge', <MileageChargePage />],
  ['/cardInfo', <CardInfoPage />],
  ['/mileageOffice', <MileageOfficePage />],
];

/** Orders (issue 7): the e-contract signed and paid, the T-esigner's answer, the CAD result and its surcharges. */
const orderRoutes: Array<[string, ReactNode]> = [
  ['/payment', <TransactionsPage />],
  ['/payment/contract/:id', <ContractPage />],
  ['/payment/reqeust/:id', <ContractPage />],
  ['/payment/:id/designer', <DesignerOrderPage />],
  ['/payment/receive/:id', <ReceivePage />],
  ['/payment/reqeust/:id/cad', <CadUploadPage />],
  ['/payment/cad/:id', <CadReceivePage />],
  ['/payment/reqeust/charges/:id', <SurchargeRequestPage />],
  ['/payment/reqeust/charges/view/:id', <SurchargeViewPage />],
  ['/payment/charges/:id', <SurchargePayPage />],
  ['/payment/:id/timeline', <TimelinePage />],
  // The quotation the order was made from, as a printable document (issue 30).
  ['/payment/estimate/:id', <EstimatePage />],
  ['/payment/reqeust/rework/:id', <ReworkRequestPage />],
  ['/payment/reqeust/rework/view/:id', <ReworkViewPage />],
  // The order's 3D viewer with pins (issue 8).
  ['/payment/comms/:id/cad', <CommsPage />],
];

/** Reviews (issue 7): the client's review of a complete order and the member's own need a signed-in member. */
const reviewRoutes: Array<[string, ReactNode]> = [
  ['/payment/review/:id', <OrderReviewPage />],
  ['/mypage/review', <MyReviewsPage />],
];

/**
 * Profiles (issue 10): the member's own, edited or as others see them; the …Pub routes are the same
 * screens. Public routes in SPEC §2: signed out, the page asks to sign in.
 */
const myProfileRoutes: Array<[string, ReactNode]> = [
  ['/profileModify', <ProfileModifyPage />],
  ['/profileDetail', <MyPublicProfilePage />],
  ['/designerView', <MyPublicProfilePage view="designer" />],
  ['/myPageDesignerPub', <MyPublicProfilePage view="designer" />],
  ['/myPageCenterPub', <MyPublicProfilePage view="lab" />],
];

/**
 * Profiles as others see them (a private one answers "not found"). SPEC §2: /profile/view/{id} is
 * public; the search pages and /designer/view/{id}, /centerView/{id} are protected.
 */
const publicProfileRoutes: Array<[string, ReactNode]> = [['/profile/view/:id', <DesignerProfilePage />]];

const memberProfileRoutes: Array<[string, ReactNode]> = [
  ['/designer/view/:id', <DesignerProfilePage />],
  ['/centerView/:id', <LabProfilePage />],
  ['/designer', <DesignerSearchPage />],
  ['/center', <LabSearchPage />],
];

/**
 * The member's favourites and blocks (issue 10). SPEC §2's my page lists "dental labs, T-esigners,
 * blocked clients" without routes; these two paths are ours.
 */
const relationRoutes: Array<[string, ReactNode]> = [
  ['/mypage/favourites', <FavouritesPage />],
  ['/mypage/blocked', <BlockedPage />],
];

/**
 * My page (issue 10): the hub per role (another role's sub-page leads to the member's own), the
 * notification settings (the notifications issue adds the list on the same page), and
 * /mypage/modify, public in SPEC §2: signed out, the page asks to sign in.
 */
const mypageRoutes: Array<[string, ReactNode]> = [
  ['/mypage', <MyPage />],
  ['/mypage/client', <MyPage role="client" />],
  ['/mypage/center', <MyPage role="center" />],
  ['/mypage/designer', <MyPage role="designer" />],
  ['/mypage/noti', <NotificationsPage />],
];

/**
 * Chat (issue 9): each side's room list and rooms; a member on another side's path is sent to their
 * own. /chatCenter and /chatDesigner are public entries: signed out, the page asks to sign in.
 */
const chatRoutes: Array<[string, ReactNode]> = [
  ['/chat', <ChatListPage place="client" />],
  ['/chat/:type', <ChatListPage place="client" />],
  ['/chat/view/:roomId', <ChatRoomPage place="client" />],
  ['/designerchat', <ChatListPage place="designer" />],
  ['/designerchat/view/:roomId', <ChatRoomPage place="designer" />],
  ['/centerchat', <ChatListPage place="lab" />],
  ['/centerchat/view/:roomId', <ChatRoomPage place="lab" />],
];

const chatEntryRoutes: Array<[string, ReactNode]> = [
  ['/chatCenter', <ChatEntryPage />],
  ['/chatDesigner', <ChatEntryPage />],
];

/**
 * Quick requests, the client's side (issue 11): unguarded in SPEC §2; the landing is public and the
 * other pages ask a signed-out visitor to sign in.
 */
const quickClientRoutes: Array<[string, ReactNode]> = [
  ['/quick/client', <QuickClientPage />],
  ['/quick/client/request', <QuickRequestFormPage />],
  ['/quick/client/request/edit/:id', <QuickRequestFormPage />],
  ['/quick/cad-receive/:id', <QuickCadReceivePage />],
  ['/quick/remake-cad-receive/:id', <QuickCadReceivePage />],
  ['/quick/remake-request/:id', <QuickRemakeRequestPage />],
  ['/quick/review/:id', <QuickReviewPage />],
  ['/quick/client/transactions', <QuickClientTransactionsPage />],
];

/**
 * Quick requests, the T-esigner's side (issue 11): unguarded in SPEC §2, so signed out (or not a
 * T-esigner) each page explains and asks to sign in.
 */
const quickDesignerRoutes: Array<[string, ReactNode]> = [
  ['/quick/Designer', <QuickBoardPage />],
  ['/quick/request/detail/:id', <QuickDetailPage />],
  ['/quick/cad-upload/:id', <QuickCadUploadPage />],
  ['/quick/remake-cad-upload/:id', <QuickCadUploadPage remake />],
  ['/quick/Designer/transactions', <QuickDesignerTransactionsPage />],
];

/** The public content pages (issue 12): notices, FAQ, the help centre with the legal documents, the service introduction. */
const contentRoutes: Array<[string, ReactNode]> = [
  ['/faq', <FaqPage />],
  ['/notice', <NoticePage />],
  ['/help', <HelpPage />],
  ['/help/notice', <NoticePage />],
  ['/service', <ServicePage />],
  ['/ads', <AdsPage />],
];

/** The four audience introductions (issue 12), in the empty layout (SPEC §2). */
const emptyLayoutRoutes: Array<[string, ReactNode]> = [
  ['/service1', <ServiceIntroPage audience="client" />],
  ['/service2', <ServiceIntroPage audience="designer" />],
  ['/service3', <ServiceIntroPage audience="lab" />],
  ['/service4', <ServiceIntroPage audience="quick" />],
];

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      {
        element: <MainLayout />,
        children: [
          { path: '/', element: <MainPage /> },
          { path: '/login', element: <LoginPage /> },
          { path: '/login/JoinEnd', element: <JoinEndPage /> },
          { path: '/maintenance', element: <MaintenancePage /> },
          { path: '/component', element: <ComponentGalleryPage /> },
          { path: '/join', element: <JoinChooserPage /> },
          { path: '/login/join', element: <JoinChooserPage /> },
          { path: '/login/join/client', element: <JoinPage /> },
          { path: '/login/join/center', element: <JoinPage /> },
          { path: '/login/join/designer', element: <JoinPage /> },
          { path: '/findId', element: <FindIdPage /> },
          { path: '/login/idInquiry', element: <FindIdPage /> },
          { path: '/findPw', element: <FindPasswordPage /> },
          { path: '/login/pwInquiry', element: <FindPasswordPage /> },
          // The admin console (issue 12): every /admin page under one frame with the console navigation.
          {
            element: <RequireAdmin><AdminConsoleLayout /></RequireAdmin>,
            children: [
              { path: '/admin', element: <AdminDashboardPage /> },
              { path: '/admin/members', element: <RequireAdmin><AdminMembersPage /></RequireAdmin> },
              { path: '/admin/settlement', element: <RequireAdmin><AdminSettlementPage /></RequireAdmin> },
              // Reports and withdrawals (issue 10): the operator decides the one (issue 12) and completes the other.
              { path: '/admin/reports', element: <RequireAdmin><AdminReportsPage /></RequireAdmin> },
              { path: '/admin/withdrawals', element: <RequireAdmin><AdminWithdrawalsPage /></RequireAdmin> },
              // The quick price table and terms (issue 11).
              { path: '/admin/quick', element: <RequireAdmin><AdminQuickTermsPage /></RequireAdmin> },
              // The code tables and the holiday table (issue 12).
              { path: '/admin/codes', element: <AdminCodesPage /> },
              { path: '/admin/holidays', element: <AdminHolidaysPage /> },
              { path: '/admin/inquiries', element: <AdminInquiriesPage /> },
              { path: '/admin/notices', element: <AdminNoticesPage /> },
              { path: '/admin/faq', element: <AdminFaqPage /> },
              { path: '/admin/partners', element: <AdminPartnersPage /> },
              { path: '/admin/documents', element: <AdminDocumentsPage /> },
              { path: '/admin/audit', element: <AdminAuditPage /> },
              // Requests and orders, read with an order's ledger entries and timeline.
              { path: '/admin/requests', element: <AdminRequestsPage /> },
              { path: '/admin/requests/:id', element: <AdminRequestDetailPage /> },
              { path: '/admin/orders', element: <AdminOrdersPage /> },
              { path: '/admin/orders/:id', element: <AdminOrderDetailPage /> },
            ],
          },
          ...inquiryRoutes.map(([path, element]) => ({ path, element })),
          // Referral forms and the cart (issue 4).
          ...referralRoutes.map(([path, element]) => ({ path, element: guard(element) })),
          ...requestRoutes.map(([path, element]) => ({ path, element: guard(element) })),
          ...mileageRoutes.map(([path, element]) => ({ path, element: guard(element) })),
          ...orderRoutes.map(([path, element]) => ({ path, element: guard(element) })),
          ...reviewRoutes.map(([path, element]) => ({ path, element: guard(element) })),
          ...myProfileRoutes.map(([path, element]) => ({ path, element })),
          ...publicProfileRoutes.map(([path, element]) => ({ path, element })),
          ...memberProfileRoutes.map(([path, element]) => ({ path, element: guard(element) })),
          ...relationRoutes.map(([path, element]) => ({ path, element: guard(element) })),
          ...mypageRoutes.map(([path, element]) => ({ path, element: guard(element) })),
          { path: '/mypage/modify', element: <MyModifyPage /> },
          ...chatRoutes.map(([path, element]) => ({ path, element: guard(element) })),
          ...chatEntryRoutes.map(([path, element]) => ({ path, element })),
          // The member's notifications (issue 9): public in SPEC §2; signed out, the page asks to sign in.
          { path: '/notiy', element: <NotificationsListPage /> },
          // A T-esigner's reviews are public: no sign-in.
          { path: '/reView', element: <DesignerReviewsPage /> },
          // The 3D viewer on its own (issue 8): files stay in the browser, so no sign-in.
          { path: '/studio', element: <StudioPage /> },
          ...quickClientRoutes.map(([path, element]) => ({ path, element })),
          ...quickDesignerRoutes.map(([path, element]) => ({ path, element })),
          // The T-esigner's quick settlements (issue 11): protected in SPEC §2.
          { path: '/quick/settlement-request', element: guard(<QuickSettlementRequestPage />) },
          ...contentRoutes.map(([path, element]) => ({ path, element })),
          ...paymentPreviewRoutes.map(([path, element]) => ({ path, element, caseSensitive: true })),
          { path: '/paymentPub', element: guard(<PaymentPreviewPage />), caseSensitive: true },
          ...publicPrepared.map(([path, module]) => ({ path, element: soon(module) })),
          ...protectedPrepared.map(([path, module]) => ({ path, element: guard(soon(module)) })),
        ],
      },
      {
        element: <EmptyLayout />,
        children: [
          ...emptyLayoutRoutes.map(([path, element]) => ({ path, element })),
          { path: '/500', element: <ServerErrorPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** Every path of the table, for the test that holds it to SPEC §2. */
export const routePaths = (): string[] => {
  const walk = (list: RouteObject[]): string[] => list.flatMap((r) => [...(r.path ? [r.path] : []), ...walk(r.children ?? [])]);
  return walk(routes);
};
