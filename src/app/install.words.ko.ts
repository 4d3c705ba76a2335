import type { InstallWords } from './install.words.ts';

export default {
  legend: '설치',
  hintHeading: '홈 화면에 Carriage 두기',
  gotIt: '알겠어요',
  installed: 'Carriage가 이 기기에 설치되어 있습니다. 신호가 없어도 홈 화면에서 여세요.',
  prompt: 'Carriage를 설치하면 앱처럼 홈 화면에서 열 수 있고, 신호가 없어도 됩니다.',
  installButton: 'Carriage 설치',
  ios: [
    'Carriage를 홈 화면에 두려면 Safari에서 ',
    '공유',
    '(화살표가 있는 네모)를 누른 뒤 ',
    '홈 화면에 추가',
    '를 고르세요. 앱처럼 열리고 신호가 없어도 됩니다.',
  ],
  menu: [
    'Carriage를 홈 화면에 두려면 브라우저 메뉴(⋮ 또는 ≡)를 열고 ',
    '홈 화면에 추가',
    ' 또는 ',
    '앱 설치',
    '를 고르세요. 앱처럼 열리고 신호가 없어도 됩니다.',
  ],
} satisfies InstallWords;
