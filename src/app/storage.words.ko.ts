import type { StorageWords } from './storage.words.ts';

const n = (x: number) => x.toLocaleString('ko');

export default {
  backup: {
    nothingSaved: '이 기기에 저장된 것이 없어 백업할 것이 없습니다.',
    ready: (sheets, games) => `백업 완료: 점수표 ${n(sheets)}개, 게임 ${n(games)}개.`,
    readyChanges: (sheets, games) => `바뀐 부분 백업 완료: 점수표 ${n(sheets)}개, 게임 ${n(games)}개.`,
    exportButton: '백업 내보내기',
    changesButton: '지난 백업 이후 바뀐 부분 백업',
    changesHint: '지난 백업 이후 바뀐 것만 담은 작은 파일입니다. 전체 백업 위에 가져오세요.',
    noMark: '먼저 이 휴대폰에서 전체 백업을 만드세요. 그 뒤에 바뀐 부분 백업을 만들 수 있습니다.',
    making: '백업 만드는 중…',
    checking: '백업 확인 중…',
    importing: '가져오는 중…',
    cancel: '취소',
    cancelled: '백업을 취소했습니다. 아무것도 저장하지 않았습니다.',
    importCancelled: '가져오기를 취소했습니다. 아무것도 바뀌지 않았습니다.',
    busy: '백업이나 가져오기가 이미 진행 중입니다.',
    last: (when) => (when ? `이 휴대폰의 마지막 백업: ${when}.` : '이 휴대폰에서는 아직 백업하지 않았습니다.'),
    reminderLabel: '끝난 게임이 이만큼 쌓이면 백업 알림',
    off: '끔',
    reminderHint: '홈에 ‘지금 백업’ 버튼이 있는 알림이 나옵니다. 백업하면 사라집니다.',
  },
  storage: {
    legend: '저장',
    kept: '보호됨: 이 브라우저는 공간을 비우려고 Carriage의 저장 데이터를 지우지 않기로 했습니다.',
    ask: '아직 보호되지 않음: 기기 공간이 부족해지면 브라우저가 저장 데이터를 지울 수 있습니다.',
    askButton: '저장 데이터 보존 요청',
    refused:
      '저장 데이터 보존을 요청했지만 브라우저가 거절해, 기기 공간이 부족해지면 지워질 수 있습니다. 설치한 앱이나 자주 쓰는 사이트라면 대개 허락됩니다.',
    unavailable:
      '이 브라우저에는 저장 데이터 보존을 요청할 수 없습니다. 기기 공간이 부족해지면 예고 없이 지워질 수 있습니다.',
    sevenDays:
      'iPhone과 iPad의 Safari는 7일 동안 열지 않은 사이트의 저장 데이터도 지웁니다. 홈 화면에서 연 Carriage는 그렇게 지워지지 않습니다(‘설치’ 참고).',
    used: (mb) => `${mb}MB 사용 중.`,
    noEstimate: '이 브라우저는 사용량을 알려 주지 않습니다.',
    backupAdvice: '가끔 백업을 내보내세요.',
  },
  safari: {
    heading: 'Safari가 저장 데이터를 지울 수 있습니다',
    body: 'Safari는 7일 동안 열지 않은 사이트의 저장 데이터를 지웁니다. 홈 화면의 Carriage는 남습니다.',
    stepsIntro: '홈 화면에 추가하려면(iPhone과 iPad):',
    steps: [
      '공유(화살표가 있는 네모)를 누르세요. iPhone은 아래, iPad는 오른쪽 위, 또는 주소 옆 ⋯ 안에 있습니다.',
      '‘홈 화면에 추가’를 고르고(필요하면 아래로 스크롤) ‘추가’를 누르세요.',
      '새 아이콘으로 Carriage를 여세요.',
    ],
    carryOver:
      '여기 저장한 게임은 홈 화면 앱에 나오지 않을 수 있습니다. 지금 백업한 뒤 그 앱의 설정에서 파일을 가져오세요.',
    backUp: '지금 백업',
    dismiss: '알겠어요',
  },
  reminder: {
    heading: '백업할 때가 됐습니다',
    body: (count, never) =>
      `끝난 게임 ${n(count)}개가 아직 백업되지 않았습니다${never ? '(이 휴대폰에서는 한 번도 백업하지 않았습니다)' : ''}. 백업 파일이 있으면 휴대폰을 잃어버리거나 브라우저가 지워도 남습니다.`,
    backUp: '지금 백업',
    later: '나중에',
    settings: '설정에서 알림 바꾸기',
  },
} satisfies StorageWords;
