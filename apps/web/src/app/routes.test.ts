import { describe, expect, it } from 'vitest';
import { routePaths } from './routes.tsx';

// SPEC §2, copied path by path ({id} written as :id). The table must hold each exactly.
const specPaths = `
/ /component /faq /ads /help /help/notice /notice /service /service1 /service2 /service3 /service4 /findId /findPw /join
/paymentpub /paymentView /myInquire /myInquire2 /inquire /inquireWrite /inquireDetailWrite /reRequestWrite /reRequestView
/ReRequesReqAdd /reView /mileageOffice /mileageCharge /cardInfo /notiy /chatCenter /chatDesigner /myPageCenterPub
/myPageDesignerPub /profileDetail /profileModify /mypage/modify /profile/view/:id /designerView /studio /500 *
/login /login/join /login/JoinEnd /login/join/client /login/join/center /login/join/designer /login/idInquiry /login/pwInquiry
/quick/client /quick/Designer /quick/client/request /quick/request/detail/:id /quick/client/request/edit/:id
/quick/cad-upload/:id /quick/cad-receive/:id /quick/review/:id /quick/remake-request/:id /quick/remake-cad-upload/:id
/quick/remake-cad-receive/:id /quick/client/transactions /quick/Designer/transactions /quick/settlement-request /admin/settlement
/request /request/easymode /request/easyview /request/requestTip /request/tempSaved /request/oftenDt /request/designerChoice
/request/detailmode /request/detailview /request/numvalue /request/itemType /request/add /request/end /request/view/:id
/request/group/doc/:id /request/view/doc/:id /request/public/write /request/target/write /request/estimated
/request/estimated/view/:id /request/basket
/payment /payment/:id/designer /payment/reqeust/:id /payment/reqeust/charges/:id /payment/reqeust/charges/view/:id
/payment/reqeust/rework/:id /payment/reqeust/rework/view/:id /payment/contract/:id /payment/receive/:id /payment/comms/:id/cad
/payment/reqeust/:id/cad /payment/cad/:id /payment/charges/:id /payment/review/:id /payment/estimate/:id /estimate /paymentPub
/mypage /mypage/client /mypage/center /mypage/designer /mypage/payment /mypage/review /mypage/noti
/chat /chat/:type /chat/view/:roomId /designerchat /designerchat/view/:roomId /centerchat /centerchat/view/:roomId
/center /centerView/:id /designer /designer/view/:id /mileage
`
  .split(/\s+/)
  .filter(Boolean);

describe('route table', () => {
  const paths = routePaths();

  it('holds every route of SPEC §2 with its exact spelling', () => {
    const missing = specPaths.filter((p) => !paths.includes(p));
    expect(missing).toEqual([]);
  });

  it('declares no path twice', () => {
    expect(paths.length).toBe(new Set(paths).size);
  });
});
