import type { FailureWords } from './failure.words.ts';

export default {
  quota: '기기의 저장 공간이 부족해 마지막 변경을 저장하지 못했습니다.',
  unavailable: '여기서는 저장할 수 없습니다(시크릿 모드?). 변경 내용은 앱을 닫을 때까지만 남습니다.',
  version: '다른 탭에 새 버전의 Carriage가 열려 있습니다. 그 탭을 닫고 다시 불러와 주세요.',
  failed: () => '저장하지 못했습니다.',
  matchUnreadable: () => '이 저장된 게임을 읽을 수 없습니다.',
  matchGone: '이 게임은 더 이상 이 기기에 저장되어 있지 않습니다.',
  sheetUnreadable: () => '이 점수표를 읽을 수 없습니다.',
  conflict: '이 게임이 다른 탭이나 창에서 바뀌어, 저장된 게임을 다시 보여 줍니다.',
  goesOn: '게임은 계속됩니다. 이미 저장된 것은 잃지 않습니다.',
  noSaving: '이 기기에서는 저장할 수 없습니다.',
  keptUntilClose: '게임과 점수표는 앱을 닫을 때까지만 남습니다.',
} satisfies FailureWords;
