<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="hex" tilewidth="28" tileheight="32" tilecount="12" columns="6">
 <grid orientation="orthogonal" width="28" height="32"/>
 <image source="hex.png" width="168" height="64"/>
 <tile id="0" type="Terrain">
  <properties>
   <property name="move" propertytype="move" value="normal"/>
  </properties>
 </tile>
 <tile id="1" type="Terrain">
  <properties>
   <property name="move" propertytype="move" value="normal"/>
  </properties>
 </tile>
 <tile id="2" type="Terrain">
  <properties>
   <property name="move" propertytype="move" value="normal"/>
  </properties>
 </tile>
 <tile id="3" type="Terrain">
  <properties>
   <property name="move" propertytype="move" value="normal"/>
  </properties>
 </tile>
 <tile id="4" type="Terrain">
  <properties>
   <property name="move" propertytype="move" value="difficult"/>
  </properties>
 </tile>
 <tile id="5" type="Terrain">
  <properties>
   <property name="move" propertytype="move" value="blocked"/>
   <property name="sight" propertytype="sight" value="clear"/>
  </properties>
  <objectgroup draworder="index" id="2">
   <object id="1" x="14" y="16">
    <polygon points="7.39,3.06 3.06,7.39 -3.06,7.39 -7.39,3.06 -7.39,-3.06 -3.06,-7.39 3.06,-7.39 7.39,-3.06"/>
   </object>
  </objectgroup>
 </tile>
 <tile id="6" type="Terrain">
  <properties>
   <property name="move" propertytype="move" value="blocked"/>
   <property name="sight" propertytype="sight" value="blocked"/>
  </properties>
 </tile>
 <tile id="7" type="Terrain">
  <properties>
   <property name="move" propertytype="move" value="blocked"/>
   <property name="sight" propertytype="sight" value="clear"/>
  </properties>
  <objectgroup draworder="index" id="2">
   <object id="1" x="0" y="0">
    <polygon points="0,8 12,1.14 12,30.86 0,24"/>
   </object>
   <object id="2" x="0" y="0">
    <polygon points="16,1.14 28,8 28,24 16,30.86"/>
   </object>
  </objectgroup>
 </tile>
 <tile id="8" type="Terrain">
  <properties>
   <property name="cover" propertytype="cover" value="half"/>
   <property name="move" propertytype="move" value="difficult"/>
  </properties>
 </tile>
 <tile id="9" type="Terrain">
  <properties>
   <property name="move" propertytype="move" value="normal"/>
  </properties>
 </tile>
 <tile id="10" type="Terrain">
  <properties>
   <property name="move" propertytype="move" value="difficult"/>
  </properties>
 </tile>
 <tile id="11" type="Terrain">
  <properties>
   <property name="move" propertytype="move" value="difficult"/>
  </properties>
 </tile>
</tileset>
