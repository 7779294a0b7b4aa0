import type { SVGProps } from 'react';
import { StrokeIcon } from '../../../components/ui/icons.tsx';

type IconProps = SVGProps<SVGSVGElement>;

// Only the account page draws these: kept out of the shared icon set, which every first load carries.
export const SmartphoneIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <rect x="6" y="2" width="12" height="20" rx="2" />
    <path d="M11 18h2" />
  </StrokeIcon>
);

export const LaptopIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <rect x="4" y="4" width="16" height="11" rx="1.5" />
    <path d="M2 19h20" />
  </StrokeIcon>
);

export const DownloadIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M12 3v12M7 10l5 5 5-5M4 20h16" />
  </StrokeIcon>
);
