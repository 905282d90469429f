// The part of react-slick's API the site uses (the package ships no types; @types/react-slick
// would be a dependency for these few props). Under shared/, so every workspace's tsconfig (they
// all include ../shared) and the root one see it.
declare module 'react-slick' {
  import type { Component, ReactElement, ReactNode } from 'react';

  export interface Settings {
    accessibility?: boolean;
    arrows?: boolean;
    autoplay?: boolean;
    autoplaySpeed?: number;
    className?: string;
    dots?: boolean;
    dotsClass?: string;
    fade?: boolean;
    infinite?: boolean;
    initialSlide?: number;
    nextArrow?: ReactElement;
    prevArrow?: ReactElement;
    pauseOnFocus?: boolean;
    pauseOnHover?: boolean;
    pauseOnDotsHover?: boolean;
    slidesToScroll?: number;
    slidesToShow?: number;
    speed?: number;
    swipe?: boolean;
    waitForAnimate?: boolean;
    adaptiveHeight?: boolean;
    beforeChange?: (current: number, next: number) => void;
    afterChange?: (current: number) => void;
    /** Called once per drag or swipe, when it starts moving the slides. (`onSwipe` is filtered out in 0.31.) */
    swipeEvent?: (direction: 'left' | 'right' | 'up' | 'down' | 'vertical') => void;
    appendDots?: (dots: ReactNode) => ReactElement;
    customPaging?: (index: number) => ReactElement;
  }

  export default class Slider extends Component<Settings & { children?: ReactNode }> {
    slickNext(): void;
    slickPrev(): void;
    slickGoTo(slide: number, dontAnimate?: boolean): void;
    slickPause(): void;
    slickPlay(): void;
  }
}
