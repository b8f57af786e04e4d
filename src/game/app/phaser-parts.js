/**
 * The parts of Phaser this game uses, built from Phaser's own sources (vite.config.ts points `phaser` here
 * and sets Phaser's build flags): Phaser's core entry (scenes, both renderers, input, tweens, timers, text,
 * textures) plus the few game objects and helpers the game draws with. Left out: physics, tilemaps,
 * particles, bitmap text, meshes, video, curves and the rest, about a third of the engine's bytes that a
 * first visit downloads and evaluates for nothing (issue 53). The types stay Phaser's (`phaser` in
 * TypeScript): a game object not listed here is undefined at run time, so add its factory below first.
 */
import 'phaser-src/polyfills/requestVideoFrame';
import CONST from 'phaser-src/const';
import Extend from 'phaser-src/utils/object/Extend';
import Animations from 'phaser-src/animations';
import BlendModes from 'phaser-src/renderer/BlendModes';
import Cache from 'phaser-src/cache';
import Scene2D from 'phaser-src/cameras/2d';
import Core from 'phaser-src/core';
import Class from 'phaser-src/utils/Class';
import Data from 'phaser-src/data';
import Color from 'phaser-src/display/color';
import Masks from 'phaser-src/display/mask';
import DOM from 'phaser-src/dom';
import Events from 'phaser-src/events';
import Filters from 'phaser-src/filters';
import Game from 'phaser-src/core/Game';
import DisplayList from 'phaser-src/gameobjects/DisplayList';
import GameObjectCreator from 'phaser-src/gameobjects/GameObjectCreator';
import GameObjectFactory from 'phaser-src/gameobjects/GameObjectFactory';
import UpdateList from 'phaser-src/gameobjects/UpdateList';
import Components from 'phaser-src/gameobjects/components';
import GameObject from 'phaser-src/gameobjects/GameObject';
import Arc from 'phaser-src/gameobjects/shape/arc/Arc';
import Container from 'phaser-src/gameobjects/container/Container';
import Graphics from 'phaser-src/gameobjects/graphics/Graphics';
import Image from 'phaser-src/gameobjects/image/Image';
import Rectangle from 'phaser-src/gameobjects/shape/rectangle/Rectangle';
import Shape from 'phaser-src/gameobjects/shape/Shape';
import Text from 'phaser-src/gameobjects/text/Text';
import Zone from 'phaser-src/gameobjects/zone/Zone';
// Each factory registers its `scene.add.…` (and creator its `scene.make.…`) as it is evaluated.
import 'phaser-src/gameobjects/shape/arc/ArcFactory';
import 'phaser-src/gameobjects/container/ContainerFactory';
import 'phaser-src/gameobjects/graphics/GraphicsFactory';
import 'phaser-src/gameobjects/graphics/GraphicsCreator';
import 'phaser-src/gameobjects/image/ImageFactory';
import 'phaser-src/gameobjects/shape/rectangle/RectangleFactory';
import 'phaser-src/gameobjects/text/TextFactory';
import 'phaser-src/gameobjects/zone/ZoneFactory';
import Input from 'phaser-src/input';
import Plugins from 'phaser-src/plugins';
import Renderer from 'phaser-src/renderer';
import Scale from 'phaser-src/scale';
import ScaleModes from 'phaser-src/renderer/ScaleModes';
import Scene from 'phaser-src/scene/Scene';
import Scenes from 'phaser-src/scene';
import Structs from 'phaser-src/structs';
import Textures from 'phaser-src/textures';
import Time from 'phaser-src/time';
import TintModes from 'phaser-src/renderer/TintModes';
import Tweens from 'phaser-src/tweens';

const Phaser = Extend(
  false,
  {
    Animations,
    BlendModes,
    Cache,
    Cameras: { Scene2D },
    Core,
    Class,
    Data,
    Display: { Color, Masks },
    DOM,
    Events,
    Filters,
    Game,
    GameObjects: {
      DisplayList,
      GameObjectCreator,
      GameObjectFactory,
      UpdateList,
      Components,
      GameObject,
      Arc,
      Container,
      Graphics,
      Image,
      Rectangle,
      Shape,
      Text,
      Zone,
    },
    Input,
    Plugins,
    Renderer,
    Scale,
    ScaleModes,
    Scene,
    Scenes,
    Structs,
    Textures,
    Time,
    TintModes,
    Tweens,
  },
  CONST,
);

export default Phaser;
